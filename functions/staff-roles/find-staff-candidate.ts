import { findStaffCandidate } from '../domain/staff/staff-roles';
import { defineHandler } from '../platform/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineHandler(staffRolesRoutes.findStaffCandidate, (input) => findStaffCandidate(input.query.username));
