import { updateAdminSchool } from '../domain/staff/school-maintenance';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.updateAdminSchool, (input) => updateAdminSchool(signedInUser(input), input.params.schoolId, input.body));
