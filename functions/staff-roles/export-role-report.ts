import { roleReport } from '../domain/staff/role-report';
import { defineFileHandler } from '../platform/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineFileHandler(staffRolesRoutes.exportRoleReport, () => roleReport());
