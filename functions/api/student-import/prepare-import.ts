import { prepareSchoolImport } from '../../domain/student-import/prepare';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentImportRoutes } from './routes';

export const handler = defineHandler(studentImportRoutes.prepareImport, (input) =>
  prepareSchoolImport(signedInUser(input), input.params.schoolId, input.query['school-role'], input.body),
);
