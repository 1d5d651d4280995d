import {
  applyImportRequestSchema,
  applyImportResponseSchema,
  importIdParamsSchema,
  pastImportsResponseSchema,
  prepareImportRequestSchema,
  prepareImportResponseSchema,
  schoolRoleQuerySchema,
  undoCheckResponseSchema,
  undoImportRequestSchema,
  undoImportResponseSchema,
} from '../../schemas/student-import';
import { schoolIdParamsSchema } from '../../schemas/schools';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * The SMART Tool (school-and-family §2 Student import wizard, §7 advanced-user-import) and its
 * import history with undo. The school's administrators only (its school admins, district
 * administrators, school.manage): other teachers 403, anyone else's school 404.
 */
export const studentImportEndpoints = defineEndpoints('student-import', {
  prepareImport: defineEndpoint({
    method: 'POST',
    path: '/api/advanced-user-import/{schoolId}/prepare',
    summary:
      "Runs the matching engine over the file's rows, the school's accounts of that role and other schools' accounts found by the file's NameIDs: certain matches, possible match groups, warnings. Changes nothing (retried 3 times by the page).",
    params: schoolIdParamsSchema,
    query: schoolRoleQuerySchema,
    body: prepareImportRequestSchema,
    response: prepareImportResponseSchema,
    retry: 'safe',
  }),
  applyImport: defineEndpoint({
    method: 'POST',
    path: '/api/advanced-user-import/{schoolId}/apply',
    summary:
      'Save & Apply: records a restore point, then carries out the plan as a job (created, matched and merged accounts, moves from other schools, deletions, the class review). The same requestId answers the same import. Never retried by the page.',
    params: schoolIdParamsSchema,
    query: schoolRoleQuerySchema,
    body: applyImportRequestSchema,
    response: applyImportResponseSchema,
    successStatus: 202,
  }),
  listImports: defineEndpoint({
    method: 'GET',
    path: '/api/advanced-user-import/{schoolId}/imports',
    summary:
      "The school's imports of the last 30 days, newest first: who, when, the summary, state and until when each can be undone.",
    params: schoolIdParamsSchema,
    response: pastImportsResponseSchema,
  }),
  checkUndo: defineEndpoint({
    method: 'GET',
    path: '/api/advanced-user-import/{schoolId}/imports/{importId}/undo',
    summary:
      'What has changed since the import (accounts and classes an undo would otherwise overwrite); empty when it can be undone cleanly.',
    params: importIdParamsSchema,
    response: undoCheckResponseSchema,
  }),
  undoImport: defineEndpoint({
    method: 'POST',
    path: '/api/advanced-user-import/{schoolId}/imports/{importId}/undo',
    summary:
      'Undo: restores the accounts, memberships and classes the import changed, as a job. With changes since, 409 unless confirmConflicts, and then the changed records are left as they are.',
    params: importIdParamsSchema,
    body: undoImportRequestSchema,
    response: undoImportResponseSchema,
    successStatus: 202,
  }),
});
