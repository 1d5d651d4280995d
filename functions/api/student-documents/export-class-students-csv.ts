import { passwordBox } from '../../adapters/secret-box';
import { exportClassStudentsCsv } from '../../domain/student-documents/export-student-lists';
import { defineFileHandler, signedInUser } from '../../http/http-handler';
import { studentDocumentsRoutes as routes } from './routes';

export const handler = defineFileHandler(routes.exportClassStudentsCsv, (input) =>
  exportClassStudentsCsv(signedInUser(input), input.params.classGroupId, passwordBox),
);
