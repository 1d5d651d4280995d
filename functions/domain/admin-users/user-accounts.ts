import { accountKind } from '../../../shared/rules/account-kind';
import { holdsRolesBeyond, loginAsRefusal, loginAsRefusalMessage } from '../../../shared/rules/login-as';
import { nameReadings, normaliseName } from '../../../shared/rules/person-names';
import {
  ADMIN_USER_MESSAGES,
  USER_SEARCH_LIMIT,
  type AccountKindName,
  type SignInMethod,
  type UserAccountResponse,
  type UserAccountSummary,
  type UserSearchResponse,
} from '../../../shared/schemas/admin-users';
import type { SessionUser } from '../../../shared/schemas/user';
import { listChildIds } from '../../data/child-links';
import { allPages, MAX_PAGE_SIZE } from '../../data/paged-query';
import { getSamlAccountsOf, listSamlAccounts, type SamlAccount } from '../../data/saml-accounts';
import { findSamlIdpIdsBySchools, getSamlIdp } from '../../data/saml-idps';
import { getSchools } from '../../data/schools';
import { findUserIdByUsername } from '../../data/usernames';
import { loadProfiles, loadSessionUser, profilesByLastName } from '../../data/users';
import { NotFoundError } from '../../platform/errors';

/** How many accounts one reading of a name reads from the index before saying there are more. */
const NAME_READ_LIMIT = 200;

function kindOf(user: SessionUser): AccountKindName {
  const kind = accountKind(user);
  if (kind.isChildAccount) return 'child';
  if (kind.isParentAccount) return 'parent';
  if (kind.isStudent) return 'student';
  if (user.isSchoolAdmin || user.schoolRole === 'admin') return 'schoolAdmin';
  if (kind.isTeacher) return 'teacher';
  return 'personal';
}

const LOGIN_AS_INACTIVE: Record<Exclude<SessionUser['status'], 'active'>, string> = {
  disabled: 'This account is disabled: enable it to log in as it.',
  deleted: 'This account has been deleted.',
};

/**
 * The school sign-on links of a list of accounts in two batches of reads, not a Query per account:
 * the providers of their schools, then each account's link to its school's provider. A school
 * identity links an account to the provider of the school it signs in to (a teacher so linked cannot
 * be moved to another school: staff-console §2 Move Teacher), so these are the links a list shows;
 * one account's page reads all of its links (listSamlAccounts).
 */
async function schoolSignOnLinksOf(users: readonly SessionUser[]): Promise<SamlAccount[][]> {
  if (users.length === 1) return [await listSamlAccounts(users[0]?.id ?? '')];
  const schoolIds = [...new Set(users.flatMap((user) => (user.schoolId ? [user.schoolId] : [])))];
  const idpOfSchool = await findSamlIdpIdsBySchools(schoolIds);
  const links = users.flatMap((user) => {
    const samlIdpId = user.schoolId ? idpOfSchool.get(user.schoolId) : undefined;
    return samlIdpId ? [{ userId: user.id, samlIdpId }] : [];
  });
  const accounts = await getSamlAccountsOf(links);
  return users.map((user) => accounts.filter((account) => account.userId === user.id));
}

/** The summaries of these profiles as the caller sees them, in the order given (one read per kind of fact). */
async function summariesOf(actor: SessionUser, users: readonly SessionUser[]): Promise<UserAccountSummary[]> {
  const schoolIds = [...new Set(users.flatMap((user) => (user.schoolId ? [user.schoolId] : [])))];
  const parentIds = [
    ...new Set(users.flatMap((user) => (user.homeRole === 'child' && user.parentId ? [user.parentId] : []))),
  ];
  const [schools, parents, samlAccounts] = await Promise.all([
    getSchools(schoolIds),
    loadProfiles(parentIds),
    schoolSignOnLinksOf(users),
  ]);
  const idpIds = [...new Set(samlAccounts.flat().map((account) => account.samlIdpId))];
  const idps = await Promise.all(idpIds.map((id) => getSamlIdp(id)));
  const idpName = new Map(idpIds.map((id, position) => [id, idps[position]?.name ?? id]));
  const schoolName = new Map(schools.map((school) => [school.id, school.name]));
  const parentName = new Map(parents.map((parent) => [parent.id, `${parent.firstName} ${parent.lastName}`.trim()]));

  return users.map((user, position) => {
    const methods: SignInMethod[] = [
      ...(user.hasPassword ? [{ kind: 'password' as const, provider: null }] : []),
      ...user.socialAccounts.map((social) => ({ kind: 'social' as const, provider: social.provider })),
      ...(samlAccounts[position] ?? []).map((account) => ({
        kind: 'saml' as const,
        provider: idpName.get(account.samlIdpId) ?? account.samlIdpId,
      })),
    ];
    const refusal =
      user.status === 'active'
        ? (() => {
            const reason = loginAsRefusal(actor, user);
            return reason ? loginAsRefusalMessage(reason) : null;
          })()
        : LOGIN_AS_INACTIVE[user.status];
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      kind: kindOf(user),
      staff: user.staffRoles.length > 0,
      status: user.status,
      createdAt: user.createdAt,
      lastSignIn: user.lastSignIn,
      school: user.schoolId ? { id: user.schoolId, name: schoolName.get(user.schoolId) ?? user.schoolId } : null,
      family:
        user.homeRole === 'child' && user.parentId
          ? { parentId: user.parentId, parentName: parentName.get(user.parentId) ?? user.parentId }
          : null,
      signInMethods: methods,
      hasTwoFactor: user.hasTwoFactor,
      loginAs: { allowed: refusal === null, refusal },
      holdsMoreRoles: holdsRolesBeyond(user, actor.staffRoles),
    };
  });
}

function compareByName(left: SessionUser, right: SessionUser): number {
  return (
    normaliseName(left.lastName).localeCompare(normaliseName(right.lastName)) ||
    normaliseName(left.firstName).localeCompare(normaliseName(right.firstName)) ||
    left.id.localeCompare(right.id)
  );
}

/** The accounts a name query reads as (nameReadings), and whether any reading had more than was read. */
async function findByName(query: string): Promise<{ users: SessionUser[]; more: boolean }> {
  const readings = nameReadings(query);
  const pages = await Promise.all(
    readings.map(async (reading) => {
      const page = await profilesByLastName(reading.last, { limit: NAME_READ_LIMIT });
      const users = page.items.filter((user) => {
        const [, first] = normaliseName(user.lastName)
          ? [normaliseName(user.lastName), normaliseName(user.firstName)]
          : [normaliseName(user.firstName), ''];
        return first.startsWith(reading.first);
      });
      return { users, more: page.cursor !== null };
    }),
  );
  return { users: pages.flatMap((page) => page.users), more: pages.some((page) => page.more) };
}

/**
 * Users search (users.manage): the account whose username (or e-mail, the username of every
 * account that has one) or id is the query, then the accounts the query names by name, by name;
 * at most USER_SEARCH_LIMIT, and `more` whenever anything was left out. Never a Scan: a GetItem for
 * the username and the id, one Query of the name index per reading of the name.
 */
export async function searchUsers(actor: SessionUser, query: string): Promise<UserSearchResponse> {
  const text = query.trim();
  const singleWord = !/\s/.test(text);
  const [byUsername, byId, byName] = await Promise.all([
    singleWord ? findUserIdByUsername(text).then((id) => (id ? loadSessionUser(id) : null)) : null,
    singleWord && text.length <= 64 ? loadSessionUser(text) : null,
    text.includes('@') ? { users: [], more: false } : findByName(text),
  ]);
  const exact = [byUsername, byId].filter((user): user is SessionUser => user !== null);
  const seen = new Set<string>();
  const found = [...exact, ...[...byName.users].sort(compareByName)].filter((user) => {
    if (seen.has(user.id)) return false;
    seen.add(user.id);
    return true;
  });
  return {
    users: await summariesOf(actor, found.slice(0, USER_SEARCH_LIMIT)),
    more: byName.more || found.length > USER_SEARCH_LIMIT,
  };
}

/** An account by id as stored now; 404 when there is none. */
export async function accountOf(userId: string): Promise<SessionUser> {
  const user = await loadSessionUser(userId);
  if (!user) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
  return user;
}

/** One account's page (users.manage): its summary, a parent's children, its staff roles. */
export async function userAccount(actor: SessionUser, user: SessionUser): Promise<UserAccountResponse> {
  const childIds =
    user.homeRole === 'parent'
      ? await allPages((cursor) => listChildIds(user.id, { limit: MAX_PAGE_SIZE, cursor }))
      : [];
  const [[summary], children] = await Promise.all([summariesOf(actor, [user]), loadProfiles(childIds)]);
  if (!summary) throw new Error('userAccount: no summary for the account');
  return {
    user: summary,
    children: children.map(({ id, username, firstName, lastName }) => ({ id, username, firstName, lastName })),
    staffRoles: user.staffRoles,
  };
}
