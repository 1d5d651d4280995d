import type { AuditEvent } from '../../../data/audit';

/** The names an entry's sentence uses: people and schools by id, apps by service id. */
export interface AuditNames {
  person: (id: string) => string;
  school: (id: string) => string;
  app: (serviceId: string) => string;
}

type Detail = AuditEvent['detail'];

/** A stored day or time as the console writes dates (dd/mm/yyyy, UTC). */
function day(value: Detail[string] | undefined): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const [year, month, date] = value.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

/** 'A', 'A and B', 'A, B and C'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The apps a detail names ('serviceId', or 'services' as a comma-separated list), by name. */
function appsOf(detail: Detail, names: AuditNames): string[] {
  const ids = [
    ...(typeof detail['serviceId'] === 'string' ? [detail['serviceId']] : []),
    ...(typeof detail['services'] === 'string' ? detail['services'].split(',').filter(Boolean) : []),
  ];
  return ids.map((id) => names.app(id));
}

/** school.grant (staff-console §4): a subscription, trial or perpetual access granted, changed or ended. */
function grantSentence(event: AuditEvent, names: AuditNames, actor: string): string | null {
  const { detail } = event;
  const [app] = appsOf(detail, names);
  if (!app || !event.schoolId) return null;
  const school = names.school(event.schoolId);
  const kind = detail['kind'];
  if (kind === 'perpetual')
    return detail['allowed'] === false
      ? `${actor} ended perpetual access to ${app} at ${school}.`
      : `${actor} gave ${school} perpetual access to ${app}.`;
  if (kind !== 'subscription' && kind !== 'trial') return null;
  const until = day(detail['endDate']);
  const what = kind === 'subscription' ? `subscription to ${app}` : `trial of ${app}`;
  return until === null
    ? `${actor} ended the ${what} at ${school}.`
    : `${actor} gave ${school} a ${what} until ${until}.`;
}

/** The sentences that say more than the action's words: what was granted or started, of which apps, until when. */
const SENTENCES: Partial<
  Record<AuditEvent['action'], (event: AuditEvent, names: AuditNames, actor: string, subjects: string) => string | null>
> = {
  'school.grant': grantSentence,
  'teacher.trial.start': (event, names, actor, subjects) => {
    const apps = appsOf(event.detail, names);
    const until = day(event.detail['expiry']);
    if (!apps.length || !subjects) return null;
    return `${actor} started ${apps.length === 1 ? 'a trial' : 'trials'} of ${listed(apps)} for ${subjects}${until ? ` until ${until}` : ''}.`;
  },
  'act-as.start': (event, names, actor, subjects) =>
    subjects
      ? `${actor} logged in as ${subjects}${event.schoolId ? ` of ${names.school(event.schoolId)}` : ''}.`
      : null,
  'act-as.end': (_event, _names, actor, subjects) =>
    subjects ? `${actor} returned from logging in as ${subjects}.` : null,
};

/**
 * One audit entry as a sentence with names (ARCHITECTURE 'Audit trail'): who did what, to whom, at
 * which school, of which apps. Actions without a sentence of their own say their words with the
 * people and school named; the raw record stays beside it for whoever needs the ids.
 */
export function auditSentence(event: AuditEvent, words: string, names: AuditNames): string {
  const actor = names.person(event.actorId);
  const actorAs = event.effectiveUserId ? `${actor}, as ${names.person(event.effectiveUserId)},` : actor;
  const subjects = listed(event.subjectIds.map(names.person));
  const more =
    event.subjectCount && event.subjectCount > event.subjectIds.length ? ` (${event.subjectCount} in all)` : '';
  const own = SENTENCES[event.action]?.(event, names, actorAs, subjects + more);
  if (own) return own;
  const apps = appsOf(event.detail, names);
  const verb = words.charAt(0).toLowerCase() + words.slice(1);
  const whom = subjects ? `: ${subjects}${more}` : '';
  const where = event.schoolId ? ` at ${names.school(event.schoolId)}` : '';
  const which = apps.length ? ` (${listed(apps)})` : '';
  return `${actorAs} ${verb}${whom}${where}${which}.`;
}
