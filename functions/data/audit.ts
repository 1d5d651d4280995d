import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { db, tableName } from './client';
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
  'school.data-link',
  'school.data-sync',
  'export.email-list',
  'export.weekly-user-status',
  'export.crm-unlinked-school-logins',
  'email.suppression-list.export',
  'server.start',
  'server.stop',
  'inactive-students.delete',
  'inactive-students.delete.finish',
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

/** Writes the event and its subject lines (batches of 25, several at once; unprocessed items retried). */
export async function saveAuditEvent(event: AuditEvent): Promise<void> {
  const items = [
    auditEvents.toItem(event),
    ...event.subjectIds.map((subjectId) =>
      auditSubjectEntries.toItem({
        subjectId,
        at: event.at,
        eventId: event.eventId,
        actorId: event.actorId,
        effectiveUserId: event.effectiveUserId,
        action: event.action,
        schoolId: event.schoolId,
        ttl: event.ttl,
      }),
    ),
  ];
  const batches: (typeof items)[] = [];
  for (let start = 0; start < items.length; start += BATCH_SIZE) batches.push(items.slice(start, start + BATCH_SIZE));
  for (let start = 0; start < batches.length; start += PARALLEL_BATCHES) {
    await Promise.all(batches.slice(start, start + PARALLEL_BATCHES).map((batch) => writeBatch(batch)));
  }
}

async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  let unprocessed: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
    [tableName()]: items.map((Item) => ({ PutRequest: { Item } })),
  };
  while (unprocessed && Object.keys(unprocessed).length > 0) {
    const result = await db().send(new BatchWriteCommand({ RequestItems: unprocessed }));
    unprocessed = result.UnprocessedItems as typeof unprocessed;
  }
}

/** What was done to a subject, newest first. */
export function auditOfSubject(subjectId: string, page: PageRequest): Promise<Page<AuditSubjectEntry>> {
  return auditSubjectEntries.queryPage({ partition: `AUDIT#SUBJECT#${subjectId}`, descending: true }, page);
}

/** What an actor did, newest first. */
export function auditOfActor(actorId: string, page: PageRequest): Promise<Page<AuditEvent>> {
  return auditEvents.queryPage({ index: 'byActor', partition: `AUDITACTOR#${actorId}`, descending: true }, page);
}
