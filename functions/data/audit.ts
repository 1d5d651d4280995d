import { sendBatchWrite } from './batch-write';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { batchGetItems } from './batch-get';
import { defineEntity } from './entity';
import type { Page, PageRequest } from './paged-query';

/**
 * The audit trail (ARCHITECTURE 'Audit trail'): who did what to whose data, when. One event item
 * (with every subject, found by actor through gsi1) and one small item per subject (found by
 * subject, newest first), all with the table's TTL from the retention setting.
 */
export const AUDIT_ACTIONS = [
  'passwords.reveal',
  'student.password.set',
  'student.create',
  'student.username.regenerate',
  'students.delete',
  'login-cards.void',
  'webinar.lookup',
  'teachers.saml-import',
  'teacher.create',
  'teacher.add-existing',
  'teacher.admin.change',
  'teacher.password.reset',
  'teacher.delete',
  'teachers.import',
  'school.edit',
  'class.teachers.set',
  'class.leave',
  'classes.delete',
  'students.import',
  'students.import.undo',
  'act-as.start',
  'act-as.end',
  'child.create',
  'child.password.set',
  'child.username.regenerate',
  'child.app-sharing.set',
  'child.app.block',
  'child.app.unblock',
  'children.delete',
  'family.migrate',
  'subscription.create',
  'subscription.cancel',
  'payment-card.update',
  'vouchers.generate',
  'voucher.claim',
  'staff.roles.update',
  'school.vet',
  'school.identify',
  'school.visibility',
  'school.grant',
  'teacher.move',
  'teacher.trial.start',
  'school.merge',
  'school.merge.finish',
  'school.create',
  'school.delete',
  'school.data-link',
  'school.data-sync',
  'export.email-list',
  'export.weekly-user-status',
  'export.crm-unlinked-school-logins',
  'email.suppression-list.export',
  'email.suppression-list.remove',
  'server.start',
  'server.stop',
  'inactive-students.delete',
  'inactive-students.delete.finish',
  'user.password-reset.send',
  'user.disable',
  'user.enable',
  'school.data-sharing.view',
  'data-export.start',
  'data-export.refused',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const detailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const auditEventSchema = z.object({
  eventId: z.string(),
  at: isoDateTime,
  /** Who did it (the token's user); for an anonymous call, `anonymous:<address>`. */
  actorId: z.string(),
  /** Whom the actor acted as (parent as child, staff log-in-as), when not themself. */
  effectiveUserId: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  subjectIds: z.array(z.string()),
  schoolId: z.nullable(z.string()),
  detail: detailSchema,
  ttl: z.int(),
});
export type AuditEvent = z.output<typeof auditEventSchema>;

export const auditEvents = defineEntity({
  name: 'audit-event',
  schema: auditEventSchema,
  key: { fields: ['eventId'], key: ({ eventId }) => ({ pk: `AUDIT#EVENT#${eventId}`, sk: 'EVENT' }) },
  indexes: {
    byActor: {
      index: 'gsi1',
      fields: ['actorId', 'at', 'eventId'],
      key: ({ actorId, at, eventId }) => ({ pk: `AUDITACTOR#${actorId}`, sk: `${at}#${eventId}` }),
    },
  },
});

/** A subject's line of an event: enough to list a student's history without reading the events. */
export const auditSubjectEntries = defineEntity({
  name: 'audit-subject',
  schema: z.object({
    subjectId: z.string(),
    at: isoDateTime,
    eventId: z.string(),
    actorId: z.string(),
    effectiveUserId: z.nullable(z.string()),
    action: z.enum(AUDIT_ACTIONS),
    schoolId: z.nullable(z.string()),
    ttl: z.int(),
  }),
  key: {
    fields: ['subjectId', 'at', 'eventId'],
    key: ({ subjectId, at, eventId }) => ({ pk: `AUDIT#SUBJECT#${subjectId}`, sk: `${at}#${eventId}` }),
  },
});
export type AuditSubjectEntry = z.output<typeof auditSubjectEntries.schema>;

const BATCH_SIZE = 25;
const PARALLEL_BATCHES = 8;

/**
 * Whose lines an event has: its subjects and its school (ARCHITECTURE 'Audit trail'), so that what
 * was done to a school is found as what was done to a person is (`npm run reindex-audit` writes
 * the school's line of events stored before).
 */
export function subjectLinesOf(event: Pick<AuditEvent, 'subjectIds' | 'schoolId'>): string[] {
  return [...new Set([...event.subjectIds, ...(event.schoolId ? [event.schoolId] : [])])];
}

function subjectEntryOf(event: AuditEvent, subjectId: string) {
  return auditSubjectEntries.toItem({
    subjectId,
    at: event.at,
    eventId: event.eventId,
    actorId: event.actorId,
    effectiveUserId: event.effectiveUserId,
    action: event.action,
    schoolId: event.schoolId,
    ttl: event.ttl,
  });
}

/** Writes the event and its subject lines (batches of 25, several at once; unprocessed items retried). */
export async function saveAuditEvent(event: AuditEvent): Promise<void> {
  const items = [
    auditEvents.toItem(event),
    ...subjectLinesOf(event).map((subjectId) => subjectEntryOf(event, subjectId)),
  ];
  await writeItems(items);
}

/**
 * A one-off migration's step (reindex-audit), never a request path: writes the school's subject
 * line of a stored event that has a school (the same item again when it exists). True when written.
 */
export async function writeSchoolLineOf(item: Record<string, unknown>): Promise<boolean> {
  const event = auditEvents.fromItem(item);
  if (!event.schoolId || event.subjectIds.includes(event.schoolId)) return false;
  await writeItems([subjectEntryOf(event, event.schoolId)]);
  return true;
}

async function writeItems(items: Record<string, unknown>[]): Promise<void> {
  const batches: (typeof items)[] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) batches.push(items.slice(start, start + BATCH_SIZE));
  for (let start = 0; start < batches.length; start += PARALLEL_BATCHES) {
    await Promise.all(batches.slice(start, start + PARALLEL_BATCHES).map((batch) => writeBatch(batch)));
  }
}

/** One batch of the audit's items; a throttled table is given time, and a write it keeps refusing fails the call loudly. */
function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  return sendBatchWrite(items.map((Item) => ({ PutRequest: { Item } })));
}

/** Sort keys from the first day to the last (UTC, both included); either may be open. */
function dayRange(from: string | null, to: string | null): readonly [string, string] | undefined {
  if (!from && !to) return undefined;
  return [from ? `${from}T` : '0', to ? `${to}T~` : '~'];
}

export interface AuditDays {
  from: string | null;
  to: string | null;
}

/** What was done to a subject (a person or a school), newest first, optionally between two days. */
export function auditOfSubject(
  subjectId: string,
  page: PageRequest,
  days: AuditDays = { from: null, to: null },
): Promise<Page<AuditSubjectEntry>> {
  return auditSubjectEntries.queryPage(
    { partition: `AUDIT#SUBJECT#${subjectId}`, descending: true, sortKeyBetween: dayRange(days.from, days.to) },
    page,
  );
}

/** What an actor did, newest first, optionally between two days. */
export function auditOfActor(
  actorId: string,
  page: PageRequest,
  days: AuditDays = { from: null, to: null },
): Promise<Page<AuditEvent>> {
  return auditEvents.queryPage(
    {
      index: 'byActor',
      partition: `AUDITACTOR#${actorId}`,
      descending: true,
      sortKeyBetween: dayRange(days.from, days.to),
    },
    page,
  );
}

/** The events of subject lines, in their order (an event gone with its TTL is left out). */
export async function auditEventsOf(entries: readonly Pick<AuditSubjectEntry, 'eventId'>[]): Promise<AuditEvent[]> {
  if (entries.length === 0) return [];
  const items = await batchGetItems(entries.map((entry) => auditEvents.keyOf({ eventId: entry.eventId })));
  const byId = new Map(items.map((item) => auditEvents.fromItem(item)).map((event) => [event.eventId, event]));
  return entries.flatMap((entry) => byId.get(entry.eventId) ?? []);
}

/**
 * Replaces an event's detail: an erased account's names taken out of the events that concern it
 * (the event, its actor, subjects and time stay).
 */
export async function replaceAuditDetail(eventId: string, detail: AuditEvent['detail']): Promise<void> {
  await auditEvents.update({ eventId }, { detail });
}
