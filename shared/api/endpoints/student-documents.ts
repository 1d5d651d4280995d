import * as z from 'zod/mini';
import { classGroupIdParamsSchema } from '../../schemas/classes';
import { jobResponseSchema } from '../../schemas/jobs';
import {
  printJobBodySchema,
  studentDocumentParamsSchema,
  studentDocumentQuerySchema,
  voidLoginCardsResponseSchema,
} from '../../schemas/student-documents';
import { schoolIdParamsSchema } from '../../schemas/schools';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Lists, login cards and home letters (school-and-family §7 the pdf and csv calls). The SPA
 * fetches a file with its token and opens it in a new window. Each reveals passwords, so each is
 * written to the audit trail.
 */
export const studentDocumentsEndpoints = defineEndpoints('student-documents', {
  exportClassStudentsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/class-groups/{classGroupId}/students/csv',
    summary:
      'Export Student List of a class: CSV, cells that begin with =, +, -, @ neutralised against formula injection.',
    params: classGroupIdParamsSchema,
    response: z.string(),
    produces: 'text/csv',
  }),
  exportSchoolStudentsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/students/csv',
    summary:
      "Export Student List of the whole school (the School Administration menu): CSV; the school's administrators only.",
    params: schoolIdParamsSchema,
    response: z.string(),
    produces: 'text/csv',
  }),
  printClassStudents: defineEndpoint({
    method: 'GET',
    path: '/api/class-groups/{classGroupId}/students/pdf',
    summary: 'Print Student List: the class list as a PDF.',
    params: classGroupIdParamsSchema,
    query: studentDocumentQuerySchema,
    response: z.unknown(),
    produces: 'application/pdf',
  }),
  printClassDocument: defineEndpoint({
    method: 'GET',
    path: '/api/class-groups/{classGroupId}/students/pdf/{format}',
    summary:
      'Print Login Cards or Print Home Letters (or the list): a PDF of the chosen students (all when none), each card with a QR code that signs the student in.',
    params: studentDocumentParamsSchema,
    query: studentDocumentQuerySchema,
    response: z.unknown(),
    produces: 'application/pdf',
  }),
  startPrintJob: defineEndpoint({
    method: 'POST',
    path: '/api/class-groups/{classGroupId}/students/pdf/{format}/jobs',
    summary:
      "Print Login Cards, Print Home Letters or the list of more students than one answer carries (a school year's cards): a job writes the PDF to the exports (up to MAX_PRINT_JOB_STUDENTS students, 413 above), answered at once (202); GET /api/jobs/{jobId} gives its progress and GET /api/jobs/{jobId}/file a short-lived link to the file.",
    params: studentDocumentParamsSchema,
    body: printJobBodySchema,
    response: jobResponseSchema,
    successStatus: 202,
  }),
  voidLoginCards: defineEndpoint({
    method: 'POST',
    path: '/api/class-groups/{classGroupId}/void-login-cards',
    summary:
      'Void Login Cards (year end): every card of the class printed before stops signing in; cards printed afterwards work.',
    params: classGroupIdParamsSchema,
    response: voidLoginCardsResponseSchema,
  }),
});
