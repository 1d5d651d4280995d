import { listAdminSchoolTeachers } from '../../domain/admin-schools/school-teachers';
import { defineHandler } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.listAdminSchoolTeachers, (input) =>
  listAdminSchoolTeachers(input.params.schoolId),
);
