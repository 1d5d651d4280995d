import { userRoles } from '../../domain/staff-roles/staff-roles';
import { defineHandler } from '../../http/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.getUserRoles, (input) => userRoles(input.params.userId));
