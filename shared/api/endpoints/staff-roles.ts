import * as z from 'zod/mini';
import {
  addUserRoleSchema,
  deleteUserRolesSchema,
  replaceUserRolesSchema,
  staffListResponseSchema,
  staffLookupQuerySchema,
  staffMemberSchema,
  staffUserIdParamsSchema,
  userRolesResponseSchema,
} from '../../schemas/staff-roles';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * The Staff tab (staff-console §2, §7): staff and their roles, for holders of user.role.manage.
 * A caller grants or removes only roles they hold themself, and the last holder of
 * user.role.manage keeps it.
 */
export const staffRolesEndpoints = defineEndpoints('staff-roles', {
  listStaff: defineEndpoint({
    method: 'GET',
    path: '/api/user-roles/users',
    summary: 'Current Staff: every user holding at least one staff role (name, e-mail, how many roles), by name.',
    response: staffListResponseSchema,
  }),
  findStaffCandidate: defineEndpoint({
    method: 'GET',
    path: '/api/user-roles/lookup',
    summary:
      "Add Staff: the account with this username (name and e-mail), to give it roles; 404 'The user could not be found'.",
    query: staffLookupQuerySchema,
    response: staffMemberSchema,
  }),
  getUserRoles: defineEndpoint({
    method: 'GET',
    path: '/api/users/{userId}/user-roles',
    summary: 'The roles page: the user (name, e-mail) and the staff roles they hold (code, name, context).',
    params: staffUserIdParamsSchema,
    response: userRolesResponseSchema,
  }),
  replaceUserRoles: defineEndpoint({
    method: 'PUT',
    path: '/api/users/{userId}/user-roles',
    summary:
      'A preset (Tele, Senior Tele, Tech, Admin) or Remove All Roles: the roles the user ends with, replacing theirs in one write.',
    params: staffUserIdParamsSchema,
    body: replaceUserRolesSchema,
    response: userRolesResponseSchema,
  }),
  addUserRole: defineEndpoint({
    method: 'POST',
    path: '/api/user-roles',
    summary: 'Add Role: one role, with its school id as context when the role is contextual.',
    body: addUserRoleSchema,
    response: userRolesResponseSchema,
    successStatus: 201,
  }),
  deleteUserRoles: defineEndpoint({
    method: 'POST',
    path: '/api/user-roles/delete',
    summary: 'Remove Roles: the chosen roles of one user.',
    body: deleteUserRolesSchema,
    response: userRolesResponseSchema,
  }),
  exportRoleReport: defineEndpoint({
    method: 'GET',
    path: '/api/user-roles/report',
    summary:
      'Export Role Report: a CSV row per staff member and role (username, name, e-mail, code, role, context), cells safe against formula injection.',
    response: z.string(),
    produces: 'text/csv',
  }),
});
