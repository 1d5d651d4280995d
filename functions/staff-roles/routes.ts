import { staffRolesEndpoints } from '../../shared/api/endpoints/staff-roles';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * The Staff tab: user.role.manage (held everywhere) for every route. Which roles a caller may give
 * or take, and the last holder of user.role.manage, are decided in functions/domain/staff.
 */
export const staffRolesRoutes = defineRoutes(staffRolesEndpoints, {
  listStaff: { handler: 'staff-roles/list-staff', access: staffWith('user.role.manage'), uses: { table: 'read' } },
  findStaffCandidate: { handler: 'staff-roles/find-staff-candidate', access: staffWith('user.role.manage'), uses: { table: 'read' } },
  getUserRoles: { handler: 'staff-roles/get-user-roles', access: staffWith('user.role.manage'), uses: { table: 'read' } },
  replaceUserRoles: { handler: 'staff-roles/replace-user-roles', access: staffWith('user.role.manage'), uses: { table: 'readwrite' } },
  addUserRole: { handler: 'staff-roles/add-user-role', access: staffWith('user.role.manage'), uses: { table: 'readwrite' } },
  deleteUserRoles: { handler: 'staff-roles/delete-user-roles', access: staffWith('user.role.manage'), uses: { table: 'readwrite' } },
  exportRoleReport: { handler: 'staff-roles/export-role-report', access: staffWith('user.role.manage'), uses: { table: 'read' } },
});
