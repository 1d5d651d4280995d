import { searchAdminSchools } from '../domain/staff/school-search';
import { defineHandler } from '../platform/http-handler';
import { adminSchoolsRoutes } from './routes';

export const handler = defineHandler(adminSchoolsRoutes.searchAdminSchools, (input) => searchAdminSchools(input.query.query));
