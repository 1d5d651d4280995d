import { passwordBox } from '../../adapters/secret-box';
import { printClassDocument } from '../../domain/student-documents/print-class-documents';
import { chosenStudentIds } from '../../domain/student-documents/student-documents';
import { siteUrl } from '../../platform/config';
import { defineFileHandler, signedInUser } from '../../http/http-handler';
import { studentDocumentsRoutes as routes } from './routes';

export const handler = defineFileHandler(routes.printClassDocument, (input) =>
  printClassDocument(
    signedInUser(input),
    input.params.classGroupId,
    input.params.format,
    chosenStudentIds(input.query.students),
    siteUrl,
    passwordBox,
  ),
);
