import { adminSchoolsEndpoints } from '../../../shared/api/endpoints/admin-schools';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Schools tab: each action with its own permission (staff-console §6). */
export const adminSchoolsRoutes = defineRoutes(adminSchoolsEndpoints, {
  searchAdminSchools: { access: staffWith('school.read'), uses: { table: 'read' } },
  getAdminSchool: { access: staffWith('school.read'), uses: { table: 'read' } },
  updateAdminSchool: { access: staffWith('school.update'), uses: { table: 'readwrite' } },
  vetSchools: { access: staffWith('school.vet'), uses: { table: 'readwrite' } },
  identifySchools: { access: staffWith('school.update.identify'), uses: { table: 'readwrite' } },
  setSchoolVisibility: { access: staffWith('school.visibility.update'), uses: { table: 'readwrite' } },
});
