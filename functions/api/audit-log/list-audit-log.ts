import { readAuditLog } from '../../domain/core/audit/audit-log';
import { defineHandler } from '../../http/http-handler';
import { auditLogRoutes } from './routes';

export const handler = defineHandler(auditLogRoutes.listAuditLog, ({ query }) => readAuditLog(query));
