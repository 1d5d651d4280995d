import { auditEvents, type AuditAction } from '../../../functions/data/audit';

/** The audit events an actor recorded with one action, oldest first (gsi1 'by actor'). */
export async function auditOf(actorId: string, action: AuditAction) {
  const events = await auditEvents.queryAll({ index: 'byActor', partition: `AUDITACTOR#${actorId}` });
  return events.filter((event) => event.action === action);
}
