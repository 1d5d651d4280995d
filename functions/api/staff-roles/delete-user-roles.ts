import { removeUserRoles } from '../../domain/staff-roles/staff-roles';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.deleteUserRoles, (input) =>
  removeUserRoles(signedInUser(input), input.body.userRoles),
);
