import { replaceUserRoles } from '../../domain/staff-roles/staff-roles';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.replaceUserRoles, (input) =>
  replaceUserRoles(signedInUser(input), input.params.userId, input.body.userRoles),
);
