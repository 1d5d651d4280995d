import { passwordBox } from '../../adapters/secret-box';
import { exportSchoolStudentsCsv } from '../../domain/student-documents/export-student-lists';
import { defineFileHandler, signedInUser } from '../../http/http-handler';
import { studentDocumentsRoutes as routes } from './routes';

export const handler = defineFileHandler(routes.exportSchoolStudentsCsv, (input) =>
  exportSchoolStudentsCsv(signedInUser(input), input.params.schoolId, passwordBox),
);
