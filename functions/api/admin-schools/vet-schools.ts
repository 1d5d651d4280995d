import { vetSchools } from '../../domain/admin-schools/school-maintenance';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.vetSchools, (input) =>
  vetSchools(signedInUser(input), input.body.schoolIds),
);
