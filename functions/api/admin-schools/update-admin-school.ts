import { updateAdminSchool } from '../../domain/admin-schools/school-maintenance';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.updateAdminSchool, (input) =>
  updateAdminSchool(signedInUser(input), input.params.schoolId, input.body),
);
