import { findStaffCandidate } from '../../domain/staff-roles/staff-roles';
import { defineHandler } from '../../http/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.findStaffCandidate, (input) =>
  findStaffCandidate(input.query.username),
);
