import { createAdminSchool } from '../../domain/admin-schools/school-creation';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.createAdminSchool, (input) =>
  createAdminSchool(signedInUser(input), input.body),
);
