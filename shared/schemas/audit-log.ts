import * as z from 'zod/mini';
import { isCalendarDay } from '../rules/calendar-days';
import { isoDateTime } from './common';

/** The audit log page (ARCHITECTURE 'Audit trail'): its messages, each one the API and the page say alike. */
export const AUDIT_LOG_MESSAGES = {
  needFilter: 'Enter an actor or a subject: the audit log is read one person or school at a time.',
  actorNotFound: 'No account has that username.',
  subjectNotFound: 'No account has that username and no school has that id.',
  invalidDate: 'Invalid date. Please click the date box and select a date from the calendar.',
  dateOrder: 'The From date must not be after the To date.',
  tooLong: 'A username or school id has at most 200 characters.',
  tooMany: 'The export would hold more than 10,000 entries. Choose a shorter date range and export again.',
} as const;

/** At most this many entries in one CSV export: more is refused, never cut short. */
export const AUDIT_EXPORT_LIMIT = 10_000;
/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 50;

const optionalName = z.optional(z.string().check(z.trim(), z.maxLength(200, AUDIT_LOG_MESSAGES.tooLong)));
const optionalDay = z.optional(
  z.string().check(z.refine((value) => value === '' || isCalendarDay(value), AUDIT_LOG_MESSAGES.invalidDate)),
);

const filterFields = { actor: optionalName, subject: optionalName, from: optionalDay, to: optionalDay };
type FilterShape = { actor?: string; subject?: string; from?: string; to?: string };
const filterChecks = [
  z.refine<FilterShape>((filter) => Boolean(filter.actor || filter.subject), {
    message: AUDIT_LOG_MESSAGES.needFilter,
    path: ['actor'],
  }),
  z.refine<FilterShape>((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: AUDIT_LOG_MESSAGES.dateOrder,
    path: ['from'],
  }),
] as const;

/** The filters: actor (a username), subject (a username or a school id), from and to (yyyy-mm-dd, UTC days, both included). */
export const auditLogFilterSchema = z.object(filterFields).check(...filterChecks);
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

export const auditLogQuerySchema = z.object({ ...filterFields, cursor: z.optional(z.string()) }).check(...filterChecks);

/** Someone the log names: the account's id, and its username and name while the account exists. */
export const auditPersonSchema = z.object({
  id: z.string(),
  username: z.nullable(z.string()),
  name: z.nullable(z.string()),
});
export type AuditPerson = z.output<typeof auditPersonSchema>;

export const auditLogEntrySchema = z.object({
  eventId: z.string(),
  at: isoDateTime,
  action: z.string(),
  /** What the action means, in words. */
  description: z.string(),
  /** The entry as a sentence with names: people, schools, apps, dates ('Stella Staff (…) ended Demo Primary School’s trial of Maths Quest.'). */
  sentence: z.string(),
  actor: auditPersonSchema,
  /** Whom the actor acted as (log-in-as, a parent as their child), when not themself. */
  actingAs: z.nullable(auditPersonSchema),
  subjects: z.array(auditPersonSchema),
  school: z.nullable(z.object({ id: z.string(), name: z.nullable(z.string()) })),
  /** What else was recorded (a reason, a service, a date), as `key: value` pairs. */
  detail: z.string(),
});
export type AuditLogEntry = z.output<typeof auditLogEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  /** Asks for the next, older page; null on the last. */
  cursor: z.nullable(z.string()),
});
export type AuditLogPage = z.output<typeof auditLogPageSchema>;
