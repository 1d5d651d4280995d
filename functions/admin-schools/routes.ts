import { adminSchoolsEndpoints } from '../../shared/api/endpoints/admin-schools';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The Schools tab: each action with its own permission (staff-console §6). */
export const adminSchoolsRoutes = defineRoutes(adminSchoolsEndpoints, {
  searchAdminSchools: { handler: 'admin-schools/search-admin-schools', access: staffWith('school.read'), uses: { table: 'read' } },
  getAdminSchool: { handler: 'admin-schools/get-admin-school', access: staffWith('school.read'), uses: { table: 'read' } },
  updateAdminSchool: { handler: 'admin-schools/update-admin-school', access: staffWith('school.update'), uses: { table: 'readwrite' } },
  vetSchools: { handler: 'admin-schools/vet-schools', access: staffWith('school.vet'), uses: { table: 'readwrite' } },
  setSchoolVisibility: { handler: 'admin-schools/set-school-visibility', access: staffWith('school.visibility.update'), uses: { table: 'readwrite' } },
});
