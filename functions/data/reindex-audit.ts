import { auditEvents, writeSchoolLineOf } from './audit';
import { rewriteEveryItem } from './rewrite-every-item';

/**
 * A one-off migration, never a request path: every stored audit event that names a school gets the
 * school's subject line (the audit log, ARCHITECTURE 'Audit trail', finds what was done to a school
 * by it). Events saved since the release write it themselves. A parallel Scan of the table's event
 * items, `segments` at a time; safe to run again, and while the portal is in use.
 */
export function reindexAudit(
  options: { segments?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  return rewriteEveryItem(auditEvents.name, writeSchoolLineOf, options);
}
