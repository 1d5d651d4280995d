import { staffRolesEndpoints } from '../../../shared/api/endpoints/staff-roles';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * The Staff tab: user.role.manage (held everywhere) for every route. Which roles a caller may give
 * or take, and the last holder of user.role.manage, are decided in functions/domain/staff.
 */
export const staffRolesRoutes = defineRoutes(staffRolesEndpoints, {
  listStaff: { access: staffWith('user.role.manage'), uses: { table: 'read' } },
  findStaffCandidate: { access: staffWith('user.role.manage'), uses: { table: 'read' } },
  getUserRoles: { access: staffWith('user.role.manage'), uses: { table: 'read' } },
  replaceUserRoles: { access: staffWith('user.role.manage'), uses: { table: 'readwrite' } },
  addUserRole: { access: staffWith('user.role.manage'), uses: { table: 'readwrite' } },
  deleteUserRoles: { access: staffWith('user.role.manage'), uses: { table: 'readwrite' } },
  exportRoleReport: { access: staffWith('user.role.manage'), uses: { table: 'read' } },
});
