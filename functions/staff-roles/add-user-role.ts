import { addUserRole } from '../domain/staff/staff-roles';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.addUserRole, (input) => addUserRole(signedInUser(input), input.body));
