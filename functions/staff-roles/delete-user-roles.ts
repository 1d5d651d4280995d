import { removeUserRoles } from '../domain/staff/staff-roles';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.deleteUserRoles, (input) => removeUserRoles(signedInUser(input), input.body.userRoles));
