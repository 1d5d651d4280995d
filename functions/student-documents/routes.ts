import { studentDocumentsEndpoints } from '../../shared/api/endpoints/student-documents';
import { TEACHER } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** Student lists, login cards and home letters (school-and-family §7 the pdf and csv calls). */
export const studentDocumentsRoutes = defineRoutes(studentDocumentsEndpoints, {
  exportClassStudentsCsv: { handler: 'student-documents/export-class-students-csv', access: TEACHER, uses: { table: 'readwrite' } },
  exportSchoolStudentsCsv: { handler: 'student-documents/export-school-students-csv', access: TEACHER, uses: { table: 'readwrite' } },
  printClassStudents: { handler: 'student-documents/print-class-students', access: TEACHER, uses: { table: 'readwrite' } },
  printClassDocument: { handler: 'student-documents/print-class-document', access: TEACHER, uses: { table: 'readwrite' } },
  voidLoginCards: { handler: 'student-documents/void-login-cards', access: TEACHER, uses: { table: 'readwrite' } },
});
