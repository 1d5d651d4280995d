import { studentDocumentsEndpoints } from '../../../shared/api/endpoints/student-documents';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { STUDENT_DOCUMENT_MESSAGES } from '../../../shared/schemas/student-documents';
import { classWork } from '../../http/access';
import { defineRoutes } from '../../http/route';

const CLASS_WORK = classWork(CLASS_MESSAGES.noSchool);

/**
 * Student lists, login cards and home letters (school-and-family §7 the pdf and csv calls). Each
 * reveals passwords (the audit trail records it): they open sealed passwords, write the audit
 * entry, and the cards' and letters' routes write the cards they issue and print the site's address.
 */
export const studentDocumentsRoutes = defineRoutes(studentDocumentsEndpoints, {
  exportClassStudentsCsv: { access: CLASS_WORK, uses: { table: 'readwrite', studentPasswords: 'read' } },
  exportSchoolStudentsCsv: {
    access: classWork(CLASS_MESSAGES.noSchool, {
      administrators: true,
      notAdministrator: STUDENT_DOCUMENT_MESSAGES.schoolListAdministratorsOnly,
    }),
    uses: { table: 'readwrite', studentPasswords: 'read' },
  },
  printClassStudents: { access: CLASS_WORK, uses: { table: 'readwrite', studentPasswords: 'read' } },
  printClassDocument: { access: CLASS_WORK, uses: { table: 'readwrite', studentPasswords: 'read', siteUrl: 'links' } },
  // Checks who may print what and starts the job; the worker reveals the passwords and writes the file.
  startPrintJob: { access: CLASS_WORK, uses: { table: 'readwrite', jobs: ['print-documents'] } },
  voidLoginCards: { access: CLASS_WORK, uses: { table: 'readwrite' } },
});
