import type { AuditEvent } from '../../../data/audit';
import { formatLocale } from '../../../../shared/i18n/locales';
import { icu, translated } from '../../../../shared/i18n/text';
import { currentLocale } from '../../../platform/language';

/** The names an entry's sentence uses: people and schools by id, apps by service id. */
export interface AuditNames {
  person: (id: string) => string;
  school: (id: string) => string;
  app: (serviceId: string) => string;
}

type Detail = AuditEvent['detail'];

/** A stored day or time as the console writes dates (dd/mm/yyyy, UTC: staff-console §5) in every language. */
function day(value: Detail[string] | undefined): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const [year, month, date] = value.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

/** 'A', 'A and B', 'A, B and C', in the reader's language. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return new Intl.ListFormat(formatLocale(currentLocale()), { type: 'conjunction' }).format(items);
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
      ? icu('{actor} ended perpetual access to {app} at {school}.', { actor, app, school })
      : icu('{actor} gave {school} perpetual access to {app}.', { actor, app, school });
  if (kind !== 'subscription' && kind !== 'trial') return null;
  const until = day(detail['endDate']);
  if (until === null)
    return kind === 'subscription'
      ? icu('{actor} ended the subscription to {app} at {school}.', { actor, app, school })
      : icu('{actor} ended the trial of {app} at {school}.', { actor, app, school });
  return kind === 'subscription'
    ? icu('{actor} gave {school} a subscription to {app} until {until}.', { actor, app, school, until })
    : icu('{actor} gave {school} a trial of {app} until {until}.', { actor, app, school, until });
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
    const values = { actor, count: apps.length, apps: listed(apps), subjects, until };
    return until
      ? icu(
          '{actor} started {count, plural, one {a trial} other {trials}} of {apps} for {subjects} until {until}.',
          values,
        )
      : icu('{actor} started {count, plural, one {a trial} other {trials}} of {apps} for {subjects}.', values);
  },
  'act-as.start': (event, names, actor, subjects) => {
    if (!subjects) return null;
    return event.schoolId
      ? icu('{actor} logged in as {subjects} of {school}.', { actor, subjects, school: names.school(event.schoolId) })
      : icu('{actor} logged in as {subjects}.', { actor, subjects });
  },
  'act-as.end': (_event, _names, actor, subjects) =>
    subjects ? icu('{actor} returned from logging in as {subjects}.', { actor, subjects }) : null,
};

/**
 * One audit entry as a sentence with names (ARCHITECTURE 'Audit trail'), in the reader's language:
 * who did what, to whom, at which school, of which apps. Actions without a sentence of their own
 * say their words with the people and school named; the raw record stays beside it for whoever
 * needs the ids.
 */
export function auditSentence(event: AuditEvent, words: string, names: AuditNames): string {
  const name = names.person(event.actorId);
  const actor = event.effectiveUserId
    ? icu('{actor}, as {effective},', { actor: name, effective: names.person(event.effectiveUserId) })
    : name;
  const people = listed(event.subjectIds.map(names.person));
  const subjects =
    people && event.subjectCount && event.subjectCount > event.subjectIds.length
      ? icu('{people} ({count} in all)', { people, count: event.subjectCount })
      : people;
  const own = SENTENCES[event.action]?.(event, names, actor, subjects);
  if (own) return own;
  const apps = appsOf(event.detail, names);
  const said = translated(words);
  return icu(
    '{actor} {action}{hasWhom, select, yes {: {whom}} other {}}{hasSchool, select, yes { at {school}} other {}}{hasApps, select, yes { ({apps})} other {}}.',
    {
      actor,
      // The action's words ('Reset a teacher's password') go on after the actor's name.
      action: said.charAt(0).toLocaleLowerCase(formatLocale(currentLocale())) + said.slice(1),
      hasWhom: subjects ? 'yes' : 'no',
      whom: subjects,
      hasSchool: event.schoolId ? 'yes' : 'no',
      school: event.schoolId ? names.school(event.schoolId) : '',
      hasApps: apps.length ? 'yes' : 'no',
      apps: listed(apps),
    },
  );
}
