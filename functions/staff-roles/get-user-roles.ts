import { userRoles } from '../domain/staff/staff-roles';
import { defineHandler } from '../platform/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.getUserRoles, (input) => userRoles(input.params.userId));
