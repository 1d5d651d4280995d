import { searchAdminSchools } from '../../domain/admin-schools/school-search';
import { defineCallerIndependentHandler } from '../../http/http-handler';
import { adminSchoolsRoutes } from './routes';

/** The same answer to every staff member the route admits, so its reads start beside the caller's profile read. */
export const handler = defineCallerIndependentHandler(adminSchoolsRoutes.searchAdminSchools, (input) =>
  searchAdminSchools(input.query.query),
);
