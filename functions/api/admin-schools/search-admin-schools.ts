import { searchAdminSchools } from '../../domain/admin-schools/school-search';
import { defineHandler } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.searchAdminSchools, (input) =>
  searchAdminSchools(input.query.query),
);
