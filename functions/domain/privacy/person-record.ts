import { accountKind } from '../../../shared/rules/account-kind';
import { groupRepeats } from '../../../shared/rules/history-groups';
import {
  accessHoldingState,
  accessWithoutSubscription,
  HOLDING_REASON_WORDS,
  subscriptionReason,
} from '../../../shared/rules/holdings';
import type { SubscriptionState } from '../../../shared/schemas/subscriptions';
import type { UserService } from '../../../shared/schemas/user-service';
import { attributeInWords, PERSON_RECORD_TEXTS, type PersonRecord } from '../../../shared/schemas/privacy';
import type { SessionUser } from '../../../shared/schemas/user';
import { listAppLaunches } from '../../data/app-launches';
import { auditOfSubject } from '../../data/audit';
import { getClassGroups, listStudentMemberships } from '../../data/class-groups';
import { allPages, MAX_PAGE_SIZE } from '../../data/paged-query';
import { listSamlAccounts } from '../../data/saml-accounts';
import { getSamlIdp } from '../../data/saml-idps';
import { getSchools } from '../../data/schools';
import { listServices } from '../../data/services';
import { listAllSignIns } from '../../data/sign-in-events';
import { listSubscriptions } from '../../data/user-subscriptions';
import { loadProfiles } from '../../data/users';
import { NotFoundError } from '../../platform/errors';
import { auditActionInWords } from '../core/audit/audit-log';
import { userServicesOf } from '../school-access/user-services';
import { icu, phrase, translated } from '../../../shared/i18n/text';

/**
 * One person's data, every kind of record the portal holds about them (docs/privacy.md): the
 * child's data page, the parent's ZIP and the school's export of a student's record are all this
 * record. Read from the person's own partition (profile, sign-ins, launches, subscriptions, school
 * sign-on links, access), their class places (the school's membership index) and their audit lines;
 * no Scan. Names are given as the reader knows them: the reader is 'You'. Its words are in the
 * current language (the request's, or the language of whoever started the download's job).
 */
export interface RecordReader {
  /** Who reads it (named 'You' in the history and launches). */
  id: string;
}

const WORDS = PERSON_RECORD_TEXTS;

function accountTypeOf(person: SessionUser): string {
  const kind = accountKind(person);
  if (kind.isChildAccount) return WORDS.childAccount;
  if (kind.isStudent) return WORDS.student;
  if (person.isSchoolAdmin) return WORDS.schoolAdministrator;
  if (kind.isTeacher) return WORDS.teacher;
  if (kind.isParentAccount) return WORDS.parentAccount;
  return WORDS.personalAccount;
}

const STATE_WORDS: Readonly<Record<SubscriptionState, string>> = {
  trialing: WORDS.trialing,
  active: WORDS.active,
  past_due: WORDS.pastDue,
  canceled: WORDS.ended,
  incomplete: WORDS.incomplete,
};

const ACCESS_WORDS: Readonly<Record<UserService['type'], string>> = {
  free: WORDS.freeAccess,
  subscription: WORDS.subscriptionAccess,
  trial: WORDS.trialAccess,
};

/** Someone who acted as another ('Portal staff, as Mia'), in the reader's language. */
const actingAs = (actor: string, person: string) => icu('{actor}, as {person}', { actor, person });

/** A record with a TTL counts as gone from its time (DynamoDB deletes it within days after). */
const stillKept = (now: Date) => (item: { ttl?: number | undefined }) =>
  item.ttl === undefined || item.ttl * 1000 > now.getTime();

export async function readPersonRecord(
  personId: string,
  reader: RecordReader,
  now: Date = new Date(),
): Promise<PersonRecord> {
  const [person] = await loadProfiles([personId]);
  if (!person) throw new NotFoundError(phrase('This account was not found.'));
  const [signIns, launches, audit, subscriptions, samlAccounts, catalogue, access, memberships] = await Promise.all([
    listAllSignIns(person.id),
    listAppLaunches(person.id),
    allPages((cursor) => auditOfSubject(person.id, { limit: MAX_PAGE_SIZE, cursor })),
    listSubscriptions(person.id),
    listSamlAccounts(person.id),
    listServices(),
    userServicesOf(person, now),
    person.schoolId ? listStudentMemberships(person.schoolId, person.id) : Promise.resolve([]),
  ]);
  const apps = new Map(catalogue.map((service) => [service.id, service.name]));
  const appName = (serviceId: string) => apps.get(serviceId) ?? icu('App {serviceId}', { serviceId });

  // Whoever acted on the account or opened apps as the person, by name as the reader knows them.
  const actorIds = new Set<string>();
  for (const entry of audit) [entry.actorId, entry.effectiveUserId].forEach((id) => id && actorIds.add(id));
  for (const launch of launches) actorIds.add(launch.actorId);
  actorIds.delete(reader.id);
  actorIds.delete(person.id);
  const [actors, classGroups, idps] = await Promise.all([
    loadProfiles([...actorIds].filter((id) => !id.includes(':'))),
    getClassGroups(memberships.map((member) => member.classId)),
    Promise.all(samlAccounts.map((account) => getSamlIdp(account.samlIdpId))),
  ]);
  const schoolIds = new Set<string>(classGroups.map((classGroup) => classGroup.schoolId));
  if (person.schoolId) schoolIds.add(person.schoolId);
  const schools = new Map((await getSchools([...schoolIds])).map((school) => [school.id, school.name]));
  const actorsById = new Map(actors.map((actor) => [actor.id, actor]));
  const nameOf = (userId: string): string => {
    if (userId === reader.id) return translated(WORDS.you);
    if (userId === person.id) return person.firstName;
    if (userId === person.parentId) return translated(WORDS.parent);
    const actor = actorsById.get(userId);
    if (actor && person.schoolId && actor.schoolId === person.schoolId && accountKind(actor).isTeacher)
      return `${actor.firstName} ${actor.lastName}`.trim();
    return translated(WORDS.portalStaff);
  };
  const kept = stillKept(now);

  const signInMethods = [
    ...(person.hasPassword ? [translated(WORDS.passwordSignIn)] : []),
    ...person.socialAccounts.map((social) => icu('{provider} sign-in', { provider: social.provider })),
    ...samlAccounts.map((account, index) =>
      icu('School sign-on ({schoolSystem})', { schoolSystem: idps[index]?.name ?? account.samlIdpId }),
    ),
    ...(person.hasTwoFactor ? [translated(WORDS.authenticatorSignIn)] : []),
  ];

  return {
    profile: {
      id: person.id,
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      accountType: translated(accountTypeOf(person)),
      email: person.email,
      school: person.schoolId ? (schools.get(person.schoolId) ?? null) : null,
      studentId: person.schoolKey,
      createdAt: person.createdAt,
      lastSignIn: person.lastSignIn,
      signInCount: person.numSignIns,
      status: person.status,
    },
    signInMethods,
    // One account of what the person has and why, as View Subscriptions gives it (shared/rules/holdings.ts).
    subscriptions: [
      ...subscriptions.map((subscription) => ({
        app: appName(subscription.serviceId),
        plan: subscription.planName,
        source: translated(HOLDING_REASON_WORDS[subscriptionReason(subscription)]),
        state: translated(STATE_WORDS[subscription.state]),
        startedAt: subscription.createdAt,
        trialEnd: subscription.trialEnd,
        end: subscription.end,
        cancelled: subscription.cancelled,
      })),
      ...accessWithoutSubscription(subscriptions, access).map((holding) => ({
        app: appName(holding.serviceId),
        plan: '—',
        source: translated(HOLDING_REASON_WORDS[holding.reason]),
        state: translated(accessHoldingState(holding, now).active ? WORDS.active : WORDS.ended),
        startedAt: null,
        trialEnd: holding.access.type === 'trial' ? holding.access.expiry : null,
        end: holding.access.expiry,
        cancelled: false,
      })),
    ],
    appAccess: access.map((service) => ({
      app: appName(service.serviceId),
      type: translated(ACCESS_WORDS[service.type]),
      expiry: service.expiry,
      lastOpened: service.lastAccess,
    })),
    activationCodes: subscriptions.flatMap((subscription) =>
      subscription.voucherCode
        ? [{ code: subscription.voucherCode, app: appName(subscription.serviceId), claimedAt: subscription.createdAt }]
        : [],
    ),
    classes: classGroups.map((classGroup) => ({
      className: classGroup.name || translated(WORDS.unnamedClass),
      school: schools.get(classGroup.schoolId) ?? classGroup.schoolId,
    })),
    signIns: signIns.filter(kept).map((event) => ({ at: event.at })),
    appLaunches: launches.filter(kept).map((launch) => ({
      at: launch.at,
      app: appName(launch.serviceId),
      attributes: launch.attributes.map(attributeInWords),
      openedBy: launch.actorId === person.id ? person.firstName : actingAs(nameOf(launch.actorId), person.firstName),
    })),
    // The same thing done by the same person in a row is one line ('Password shown 5 times').
    history: groupRepeats(
      audit.filter(kept).map((entry) => ({
        at: entry.at,
        what: auditActionInWords(entry.action),
        who:
          entry.effectiveUserId && entry.effectiveUserId !== entry.actorId
            ? actingAs(nameOf(entry.actorId), nameOf(entry.effectiveUserId))
            : nameOf(entry.actorId),
      })),
      (a, b) => a.what === b.what && a.who === b.who,
    ),
    readAt: now.toISOString(),
  };
}
