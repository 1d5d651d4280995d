import { getAdminSchool } from '../domain/staff/school-maintenance';
import { defineHandler } from '../platform/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.getAdminSchool, (input) => getAdminSchool(input.params.schoolId));
