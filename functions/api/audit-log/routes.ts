import { auditLogEndpoints } from '../../../shared/api/endpoints/audit-log';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Audit tab: read only, with its own role (audit.read). */
export const auditLogRoutes = defineRoutes(auditLogEndpoints, {
  listAuditLog: { access: staffWith('audit.read'), uses: { table: 'read' } },
  exportAuditLog: { access: staffWith('audit.read'), uses: { table: 'read' } },
});
