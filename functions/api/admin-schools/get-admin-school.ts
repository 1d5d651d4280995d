import { getAdminSchool } from '../../domain/admin-schools/school-maintenance';
import { defineHandler } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.getAdminSchool, (input) =>
  getAdminSchool(input.params.schoolId),
);
