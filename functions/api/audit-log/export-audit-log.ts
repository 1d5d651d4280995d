import { exportAuditLog } from '../../domain/core/audit/audit-log';
import { defineFileHandler } from '../../http/http-handler';
import { auditLogRoutes } from './routes';

export const handler = defineFileHandler(auditLogRoutes.exportAuditLog, ({ query }) => exportAuditLog(query));
