import { schoolsEndpoints } from '../../shared/api/endpoints/schools';
import { TEACHER } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** School identification (visitor-and-account §2): teachers find, join or create their school. */
export const schoolsRoutes = defineRoutes(schoolsEndpoints, {
  searchSchools: { handler: 'schools/search-schools', access: TEACHER, uses: { table: 'read' } },
  createSchool: { handler: 'schools/create-school', access: TEACHER, uses: { table: 'readwrite' } },
  joinSchool: { handler: 'schools/join-school', access: TEACHER, uses: { table: 'readwrite' } },
});
