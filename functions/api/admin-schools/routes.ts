import { adminSchoolsEndpoints } from '../../../shared/api/endpoints/admin-schools';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Schools tab: each action with its own permission (staff-console §6). */
export const adminSchoolsRoutes = defineRoutes(adminSchoolsEndpoints, {
  searchAdminSchools: { access: staffWith('school.read'), uses: { table: 'read' } },
  // Create School (staff-console §6 school.create): the Tele preset and above.
  createAdminSchool: { access: staffWith('school.create'), uses: { table: 'readwrite' } },
  listSchoolQueue: { access: staffWith('school.read'), uses: { table: 'read' } },
  getAdminSchool: { access: staffWith('school.read'), uses: { table: 'read' } },
  // Read-only staff see the teachers (staff-console §2: only Data Link, Manage and Class Stats need school.manage).
  listAdminSchoolTeachers: { access: staffWith('school.read', { contextParam: 'schoolId' }), uses: { table: 'read' } },
  // Make/Remove Administrator on the Teachers tab (staff-console §6 school.admin.update).
  setAdminSchoolAdministrator: { access: staffWith('school.admin.update'), uses: { table: 'readwrite' } },
  updateAdminSchool: { access: staffWith('school.update'), uses: { table: 'readwrite' } },
  vetSchools: { access: staffWith('school.vet'), uses: { table: 'readwrite' } },
  identifySchools: { access: staffWith('school.update.identify'), uses: { table: 'readwrite' } },
  setSchoolVisibility: { access: staffWith('school.visibility.update'), uses: { table: 'readwrite' } },
  // Delete School (staff-console §6 school.delete): the Senior Tele preset and above.
  deleteSchool: { access: staffWith('school.delete'), uses: { table: 'readwrite' } },
});
