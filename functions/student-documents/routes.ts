import { studentDocumentsEndpoints } from '../../shared/api/endpoints/student-documents';
import { TEACHER } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * Student lists, login cards and home letters (school-and-family §7 the pdf and csv calls). Each
 * reveals passwords (the audit trail records it): they open sealed passwords, write the audit
 * entry, and the cards' and letters' routes write the cards they issue and print the site's address.
 */
export const studentDocumentsRoutes = defineRoutes(studentDocumentsEndpoints, {
  exportClassStudentsCsv: { handler: 'student-documents/export-class-students-csv', access: TEACHER, uses: { table: 'readwrite', studentPasswords: 'read' } },
  exportSchoolStudentsCsv: { handler: 'student-documents/export-school-students-csv', access: TEACHER, uses: { table: 'readwrite', studentPasswords: 'read' } },
  printClassStudents: { handler: 'student-documents/print-class-students', access: TEACHER, uses: { table: 'readwrite', studentPasswords: 'read' } },
  printClassDocument: { handler: 'student-documents/print-class-document', access: TEACHER, uses: { table: 'readwrite', studentPasswords: 'read', siteUrl: 'links' } },
  voidLoginCards: { handler: 'student-documents/void-login-cards', access: TEACHER, uses: { table: 'readwrite' } },
});
