import { sendBatchWrite } from './batch-write';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { batchGetItems } from './batch-get';
import { defineEntity } from './entity';
import type { Page, PageRequest } from './paged-query';

/**
 * The audit trail (ARCHITECTURE 'Audit trail'): who did what to whose data, when. One event item
 * (found by actor through gsi1) and one small item per subject (found by subject, newest first),
 * all with the table's TTL from the retention setting. An item holds at most 400 KB, and an event
 * about a whole school (a school-wide password sheet of 10,000 students) names more ids than fit:
 * the event item keeps the first AUDIT_SUBJECTS_IN_EVENT and the count, and the rest are stored
 * in parts in the event's own partition (`auditSubjectsOf` reads them all).
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
  'service.translations.update',
  'app.credentials.issue',
  'app.credentials.rotate',
  'app.credentials.revoke',
  'lti.tool.register',
  'lti.tool.update',
  'inactive-students.delete',
  'inactive-students.delete.finish',
  'user.password-reset.send',
  'user.disable',
  'user.enable',
  'school.data-sharing.view',
  'school.roster-sharing.set',
  'school.roster-choices.set',
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
  /** Whose data it touched: every subject, or as stored, the first AUDIT_SUBJECTS_IN_EVENT of `subjectCount`. */
  subjectIds: z.array(z.string()),
  /** How many subjects the event has, when the item names only the first of them. */
  subjectCount: z.optional(z.int()),
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

/** The subjects an event item names itself; the log shows these by name. */
export const AUDIT_SUBJECTS_IN_EVENT = 100;
/** Subject ids per part beyond them: about 200 KB of ids, half an item's 400 KB. */
export const AUDIT_SUBJECTS_PER_PART = 5_000;

/** The subjects of an event beyond those its item names, in parts of the event's partition. */
export const auditSubjectParts = defineEntity({
  name: 'audit-subject-part',
  schema: z.object({ eventId: z.string(), index: z.int(), subjectIds: z.array(z.string()), ttl: z.int() }),
  key: {
    fields: ['eventId', 'index'],
    key: ({ eventId, index }) => ({ pk: `AUDIT#EVENT#${eventId}`, sk: `SUBJECTS#${String(index).padStart(4, '0')}` }),
  },
});

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

/** The event as its item stores it: at most AUDIT_SUBJECTS_IN_EVENT subjects named, with the count beyond that. */
export function storedAuditEvent(event: AuditEvent): AuditEvent {
  if (event.subjectIds.length <= AUDIT_SUBJECTS_IN_EVENT) return event;
  return {
    ...event,
    subjectIds: event.subjectIds.slice(0, AUDIT_SUBJECTS_IN_EVENT),
    subjectCount: event.subjectIds.length,
  };
}

/**
 * Writes the event (every subject named in `event.subjectIds`), the parts with the subjects its
 * item cannot name, and every subject's line (batches of 25, several at once; unprocessed items
 * retried).
 */
export async function saveAuditEvent(event: AuditEvent): Promise<void> {
  const rest = event.subjectIds.slice(AUDIT_SUBJECTS_IN_EVENT);
  const parts: Record<string, unknown>[] = [];
  for (let start = 0; start < rest.length; start += AUDIT_SUBJECTS_PER_PART)
    parts.push(
      auditSubjectParts.toItem({
        eventId: event.eventId,
        index: parts.length,
        subjectIds: rest.slice(start, start + AUDIT_SUBJECTS_PER_PART),
        ttl: event.ttl,
      }),
    );
  const items = [
    auditEvents.toItem(storedAuditEvent(event)),
    ...parts,
    ...subjectLinesOf(event).map((subjectId) => subjectEntryOf(event, subjectId)),
  ];
  await writeItems(items);
}

/** Every subject of a stored event: those its item names, then those of its parts. */
export async function auditSubjectsOf(event: AuditEvent): Promise<string[]> {
  if ((event.subjectCount ?? 0) <= event.subjectIds.length) return event.subjectIds;
  const parts = await auditSubjectParts.queryAll({
    partition: `AUDIT#EVENT#${event.eventId}`,
    sortKeyPrefix: 'SUBJECTS#',
  });
  return [...event.subjectIds, ...parts.sort((a, b) => a.index - b.index).flatMap((part) => part.subjectIds)];
}

/** Whether the event concerns the subject: named in its item, or (a large event) by the subject's own line. */
export async function auditEventConcerns(event: AuditEvent, subjectId: string): Promise<boolean> {
  if (event.subjectIds.includes(subjectId) || event.schoolId === subjectId) return true;
  if ((event.subjectCount ?? 0) <= event.subjectIds.length) return false;
  return auditSubjectEntries.exists({ subjectId, at: event.at, eventId: event.eventId });
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
