import type { ApiError } from '../../../../shared/api/errors';
import { PASSWORD_SHOWN } from '../../../../shared/rules/history-groups';
import { translated } from '../../../../shared/i18n/text';
import {
  AUDIT_EXPORT_LIMIT,
  AUDIT_LOG_MESSAGES,
  AUDIT_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogFilter,
  type AuditLogPage,
  type AuditPerson,
} from '../../../../shared/schemas/audit-log';
import {
  auditEventConcerns,
  auditEventsOf,
  auditOfActor,
  auditOfSubject,
  type AuditDays,
  type AuditEvent,
} from '../../../data/audit';
import { MAX_PAGE_SIZE, type Page } from '../../../data/paged-query';
import { getSchool, getSchools } from '../../../data/schools';
import { listServices } from '../../../data/services';
import { findUserIdByUsername } from '../../../data/usernames';
import { loadProfiles } from '../../../data/users';
import { ConflictError, fieldPointer, ValidationError } from '../../../platform/errors';
import { spreadsheetCsv } from '../../../platform/spreadsheet-csv';
import type { FileAnswer } from '../files/file-answer';
import { auditSentence, type AuditNames } from './audit-sentences';

/** What each action means, as the log says it: keyed by its English, said in the reader's language. */
const ACTION_TEXTS: Record<AuditEvent['action'], string> = {
  'passwords.reveal': PASSWORD_SHOWN,
  'student.password.set': 'Set a student password',
  'student.create': 'Created a student',
  'student.username.regenerate': 'Regenerated a student username',
  'students.delete': 'Deleted students',
  'login-cards.void': 'Voided login cards',
  'webinar.lookup': 'Looked up a webinar',
  'teachers.saml-import': 'Imported teachers from SAML',
  'teacher.create': 'Created a teacher',
  'teacher.add-existing': 'Added an existing teacher',
  'teacher.admin.change': 'Changed a school administrator',
  'teacher.password.reset': "Reset a teacher's password",
  'teacher.delete': 'Deleted a teacher',
  'teachers.import': 'Imported teachers',
  'school.edit': 'Edited a school',
  'class.teachers.set': "Set a class's teachers",
  'class.leave': 'Left a class',
  'classes.delete': 'Deleted classes',
  'students.import': 'Imported students',
  'students.import.undo': 'Undid a student import',
  'act-as.start': 'Logged in as',
  'act-as.end': 'Ended logging in as',
  'child.create': 'Created a child',
  'child.password.set': "Set a child's password",
  'child.username.regenerate': "Regenerated a child's username",
  'child.app-sharing.set': 'Changed what an app receives about a child',
  'child.app.block': 'Blocked an app for a child',
  'child.app.unblock': 'Unblocked an app for a child',
  'children.delete': 'Deleted children',
  'family.migrate': 'Moved a family',
  'subscription.create': 'Subscribed',
  'subscription.cancel': 'Cancelled a subscription',
  'payment-card.update': 'Changed the payment card',
  'vouchers.generate': 'Generated vouchers',
  'voucher.claim': 'Claimed a voucher',
  'staff.roles.update': 'Changed staff roles',
  'school.vet': 'Vetted schools',
  'school.identify': 'Identified schools (or undid it)',
  'school.visibility': 'Set demo or hidden flags',
  'school.grant': 'Granted school access',
  'teacher.move': 'Moved a teacher',
  'teacher.trial.start': 'Started teacher trials',
  'school.merge': 'Merged schools',
  'school.merge.finish': 'Finished a school merge',
  'school.create': 'Created a school',
  'school.delete': 'Deleted a school',
  'school.data-link': 'Changed a data link',
  'school.data-sync': 'Synced school data',
  'export.email-list': 'Exported the e-mail list',
  'export.weekly-user-status': 'Exported the weekly user status',
  'export.crm-unlinked-school-logins': 'Exported CRM-unlinked school logins',
  'email.suppression-list.export': 'Exported the suppression list',
  'email.suppression-list.remove': 'Took an address off the suppression list',
  'server.start': 'Started a server',
  'server.stop': 'Stopped a server',
  'service.translations.update': "Changed an app's texts in other languages",
  'app.credentials.issue': "Issued an app's API credentials",
  'app.credentials.rotate': "Rotated an app's API secret",
  'app.credentials.revoke': "Revoked an app's API credentials",
  'lti.tool.register': 'Registered an app as an LTI 1.3 tool',
  'lti.tool.update': "Changed an app's LTI 1.3 tool settings",
  'inactive-students.delete': 'Deleted inactive students',
  'inactive-students.delete.finish': 'Finished deleting inactive students',
  'user.password-reset.send': 'Sent a password reset',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'school.data-sharing.view': 'Viewed the data-sharing report',
  'school.roster-sharing.set': "Turned an app's roster sharing on or off",
  'school.roster-choices.set': 'Chose whether apps get e-mail addresses and Student IDs',
  'data-export.start': "Started a download of a person's data",
  'data-export.refused': "Was refused a download of a person's data",
};

function refused(field: string, detail: string): ValidationError {
  const error: ApiError = { status: '422', code: 'validation', detail, source: { pointer: fieldPointer([field]) } };
  return new ValidationError([error]);
}

/** Whose log is read: the actor's (gsi1) or the subject's lines (table), never a Scan. */
type Source = { kind: 'actor'; id: string; alsoSubject: string | null } | { kind: 'subject'; id: string };

async function sourceOf(filter: AuditLogFilter): Promise<Source> {
  let actorId: string | null = null;
  let subjectId: string | null = null;
  if (filter.actor) {
    actorId = await findUserIdByUsername(filter.actor);
    if (!actorId) throw refused('actor', AUDIT_LOG_MESSAGES.actorNotFound);
  }
  if (filter.subject) {
    subjectId =
      (await findUserIdByUsername(filter.subject)) ?? ((await getSchool(filter.subject)) ? filter.subject : null);
    if (!subjectId) throw refused('subject', AUDIT_LOG_MESSAGES.subjectNotFound);
  }
  if (actorId) return { kind: 'actor', id: actorId, alsoSubject: subjectId };
  return { kind: 'subject', id: subjectId as string };
}

/** An audit action in words, as the log says it (a child's data page and download say it the same way). */
export function auditActionInWords(action: AuditEvent['action']): string {
  return translated(ACTION_TEXTS[action]);
}

const daysOf = (filter: AuditLogFilter): AuditDays => ({ from: filter.from || null, to: filter.to || null });

const concerns = (event: AuditEvent, subjectId: string | null): Promise<boolean> =>
  subjectId === null ? Promise.resolve(true) : auditEventConcerns(event, subjectId);

/**
 * One page of events of the source: with both an actor and a subject, the actor's events are read
 * and those about the subject kept, reading on until the page is full or the actor's list ends.
 */
async function eventPage(
  source: Source,
  days: AuditDays,
  limit: number,
  cursor: string | null,
): Promise<Page<AuditEvent>> {
  if (source.kind === 'subject') {
    const lines = await auditOfSubject(source.id, { limit, cursor }, days);
    return { items: await auditEventsOf(lines.items), cursor: lines.cursor };
  }
  const items: AuditEvent[] = [];
  let next = cursor;
  do {
    const page = await auditOfActor(source.id, { limit: limit - items.length, cursor: next }, days);
    const kept = await Promise.all(page.items.map((event) => concerns(event, source.alsoSubject)));
    items.push(...page.items.filter((_, index) => kept[index]));
    next = page.cursor;
  } while (next && items.length < limit);
  return { items, cursor: next };
}

/** The events with their people and schools named (an account or school since deleted keeps its id). */
async function entriesOf(events: readonly AuditEvent[]): Promise<AuditLogEntry[]> {
  const personIds = new Set<string>();
  const schoolIds = new Set<string>();
  for (const event of events) {
    personIds.add(event.actorId);
    if (event.effectiveUserId) personIds.add(event.effectiveUserId);
    for (const id of event.subjectIds) personIds.add(id);
    if (event.schoolId) schoolIds.add(event.schoolId);
  }
  const [profiles, schools, services] = await Promise.all([
    loadProfiles([...personIds]),
    getSchools([...schoolIds]),
    listServices(),
  ]);
  const schoolNames = new Map(schools.map((school) => [school.id, school.name]));
  const people = new Map(profiles.map((user) => [user.id, user]));
  const person = (id: string): AuditPerson => {
    const user = people.get(id);
    if (user) return { id, username: user.username, name: `${user.firstName} ${user.lastName}`.trim() };
    return { id, username: null, name: schoolNames.get(id) ?? null };
  };
  const subjectSchools = await getSchools(
    [...new Set(events.flatMap((event) => event.subjectIds))].filter((id) => !people.has(id) && !schoolNames.has(id)),
  );
  for (const school of subjectSchools) schoolNames.set(school.id, school.name);
  const appNames = new Map(services.map((service) => [service.id, service.name]));
  const names: AuditNames = {
    person: (id) => personText(person(id)),
    school: (id) => schoolNames.get(id) ?? id,
    app: (serviceId) => appNames.get(serviceId) ?? serviceId,
  };
  return events.map((event) => ({
    eventId: event.eventId,
    at: event.at,
    action: event.action,
    description: translated(ACTION_TEXTS[event.action]),
    sentence: auditSentence(event, ACTION_TEXTS[event.action], names),
    actor: person(event.actorId),
    actingAs: event.effectiveUserId ? person(event.effectiveUserId) : null,
    subjects: event.subjectIds.map(person),
    school: event.schoolId ? { id: event.schoolId, name: schoolNames.get(event.schoolId) ?? null } : null,
    detail: [
      ...Object.entries(event.detail).map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`),
      ...(event.subjectCount && event.subjectCount > event.subjectIds.length
        ? [`subjects: ${event.subjectCount} (the first ${event.subjectIds.length} named)`]
        : []),
    ].join('; '),
  }));
}

/** The audit log page: newest first, 50 at a time. */
export async function readAuditLog(filter: AuditLogFilter & { cursor?: string }): Promise<AuditLogPage> {
  const source = await sourceOf(filter);
  const page = await eventPage(source, daysOf(filter), AUDIT_PAGE_SIZE, filter.cursor ?? null);
  return { entries: await entriesOf(page.items), cursor: page.cursor };
}

const personText = (person: AuditPerson) =>
  person.username ? `${person.name ?? ''} (${person.username})`.trim() : (person.name ?? person.id);

/** The CSV of every entry the filter finds; more than the limit is refused, never cut short. */
export async function exportAuditLog(
  filter: AuditLogFilter,
  now = new Date(),
  limit = AUDIT_EXPORT_LIMIT,
): Promise<FileAnswer> {
  const source = await sourceOf(filter);
  const days = daysOf(filter);
  const events: AuditEvent[] = [];
  let cursor: string | null = null;
  do {
    const page = await eventPage(source, days, Math.min(MAX_PAGE_SIZE, limit + 1 - events.length), cursor);
    events.push(...page.items);
    cursor = page.cursor;
    if (events.length > limit) throw new ConflictError(AUDIT_LOG_MESSAGES.tooMany);
  } while (cursor);
  const entries = await entriesOf(events);
  const body = spreadsheetCsv(
    entries.map((entry) => ({
      at: entry.at,
      actor: personText(entry.actor),
      actingAs: entry.actingAs ? personText(entry.actingAs) : '',
      action: entry.action,
      description: entry.description,
      sentence: entry.sentence,
      subjects: entry.subjects.map(personText).join(', '),
      school: entry.school ? `${entry.school.name ?? ''} (${entry.school.id})`.trim() : '',
      detail: entry.detail,
    })),
    [
      { key: 'at', header: 'When (UTC)' },
      { key: 'actor', header: 'Actor' },
      { key: 'actingAs', header: 'Acting as' },
      { key: 'action', header: 'Action' },
      { key: 'description', header: 'What' },
      { key: 'subjects', header: 'Subjects' },
      { key: 'school', header: 'School' },
      { key: 'detail', header: 'Detail' },
      { key: 'sentence', header: 'What happened' },
    ],
  );
  return { body, filename: `audit-log-${now.toISOString().slice(0, 10)}.csv` };
}
