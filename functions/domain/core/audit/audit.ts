import { randomUUID } from 'node:crypto';
import { auditEvents, saveAuditEvent, type AuditAction, type AuditEvent } from '../../../data/audit';
import { timeToLive } from '../../../data/table-design';
import { currentActingScope } from '../../../platform/acting-scope';
import { auditRetentionDays } from '../../../platform/config';

export type { AuditAction, AuditEvent } from '../../../data/audit';

export interface AuditRecord {
  /** Who did it: the token's user, or `anonymous:<address>` for a signed-out call. */
  actorId: string;
  /** Whom the actor acted as, when not themself (parent as child, staff log-in-as). */
  effectiveUserId?: string | null;
  action: AuditAction;
  /** Whose data it touched (students, children); may be empty (a lookup that found no one). */
  subjectIds: readonly string[];
  schoolId: string | null;
  /** What else matters (the reason of a reveal, a class id); never a secret. */
  detail?: AuditEvent['detail'];
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The event as stored: an id, the time, and the TTL the retention setting gives it. Pure. */
export function auditEventOf(record: AuditRecord, retentionDays: number, eventId: string): AuditEvent {
  const at = record.now ?? new Date();
  return auditEvents.schema.parse({
    eventId,
    at: at.toISOString(),
    actorId: record.actorId,
    effectiveUserId:
      record.effectiveUserId && record.effectiveUserId !== record.actorId ? record.effectiveUserId : null,
    action: record.action,
    subjectIds: [...new Set(record.subjectIds)],
    schoolId: record.schoolId,
    detail: record.detail ?? {},
    ttl: timeToLive(new Date(at.getTime() + retentionDays * DAY_MS)),
  });
}

/**
 * Records who did what to whose data, when (ARCHITECTURE 'Audit trail'); returns the stored event.
 * While the call acts as another user (functions/platform/acting-scope.ts), what the handler
 * records as done by that user is recorded as done by the real actor, on their behalf.
 */
export async function recordAudit(record: AuditRecord): Promise<AuditEvent> {
  const acting = currentActingScope();
  const actual =
    acting && record.actorId === acting.subjectId
      ? { ...record, actorId: acting.actorId, effectiveUserId: acting.subjectId }
      : record;
  const event = auditEventOf(actual, auditRetentionDays(), randomUUID());
  await saveAuditEvent(event);
  return event;
}

/** The actor id of a signed-out caller, by address (webinar lookup). */
export function anonymousActor(sourceIp: string): string {
  return `anonymous:${sourceIp}`;
}
