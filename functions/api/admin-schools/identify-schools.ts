import { identifySchools } from '../../domain/admin-schools/school-maintenance';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.identifySchools, (input) =>
  identifySchools(signedInUser(input), input.body.schoolIds, input.body.identified),
);
