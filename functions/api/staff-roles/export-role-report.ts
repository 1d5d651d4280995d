import { roleReport } from '../../domain/staff-roles/role-report';
import { defineFileHandler } from '../../http/http-handler';
import { staffRolesRoutes } from './routes';

export const handler = defineFileHandler(staffRolesRoutes.exportRoleReport, () => roleReport());
