import { addUserRole } from '../../domain/staff-roles/staff-roles';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.addUserRole, (input) =>
  addUserRole(signedInUser(input), input.body),
);
