import { replaceUserRoles } from '../domain/staff/staff-roles';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.replaceUserRoles, (input) => replaceUserRoles(signedInUser(input), input.params.userId, input.body.userRoles));
