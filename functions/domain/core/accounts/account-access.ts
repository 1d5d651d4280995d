import type { AccountStatus, SessionUser } from '../../../../shared/schemas/user';
import type { SignInDirectory } from '../../../adapters/sign-in-directory/port';
import { accountErasurePutRequest } from '../../../data/account-erasures';
import { rosterRoleOf, rosterTombstonePutRequest, type RosterPlace } from '../../../data/roster-tombstones';
import { writeTogether, type TransactItem } from '../../../data/transactions';
import { userProfiles } from '../../../data/users';
import type { UserPoolAction } from '../../../adapters/sign-in-directory/port';
import { NotFoundError } from '../../../platform/errors';

/** Writes that belong to the same change as the status, such as a parent's link to a deleted child. */
export type AlongsideWrites = TransactItem[];

export interface AccountAccessDependencies {
  directory: SignInDirectory;
}

const ACCOUNT_NOT_FOUND = 'The account could not be found.';

/** What a route that disables, deletes or restores accounts declares in its `uses.userPool`. */
export const ACCOUNT_ACCESS_USER_POOL_ACTIONS: readonly UserPoolAction[] = [
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
];

/**
 * Ends an account's access at once: staff disabling an account, the inactive-student clean-up, a
 * parent deleting a child, an owner deleting their own account all come through here.
 *
 * The status is written first, in one transaction with the change it belongs to, so the API
 * refuses the account's very next call (functions/http/auth-context.ts) whatever happens
 * after. Then Cognito signs the user out everywhere (no refresh token issues a new ID token) and
 * refuses new sign-ins: a disabled user is disabled there, a deleted one deleted. Each step is
 * idempotent, so a call that failed halfway is finished by calling it again.
 */
export async function revokeAccess(
  userId: string,
  status: Exclude<AccountStatus, 'active'>,
  { directory }: AccountAccessDependencies,
  alongside: AlongsideWrites = [],
  options: {
    keepSignInIdentity?: boolean;
    /** The class places `alongside` takes away, for the person's roster tombstone (one item for them all). */
    places?: readonly RosterPlace[];
  } = {},
): Promise<SessionUser> {
  const profile = await writeStatus(userId, status, alongside, options.places);
  await directory.signOutEverywhere(profile.username);
  // keepSignInIdentity: a deletion that can be taken back (an import's, for 30 days) only disables the identity.
  if (status === 'disabled' || options.keepSignInIdentity) await directory.disableUser(profile.username);
  else await directory.deleteUser(profile.username);
  return profile;
}

/**
 * Deletes several accounts as one change: every status (with `alongside`, and each account's
 * erasure to come: functions/data/account-erasures.ts) in one transaction, so
 * either all of them are refused from the next call or none is; then each is signed out and its
 * sign-in identity deleted, each step idempotent (a call cut short is finished by repeating it).
 * At most 100 items in all (DynamoDB's transaction limit): two per account, three for a member of
 * a school (its roster tombstone).
 */
export async function deleteAccounts(
  userIds: readonly string[],
  { directory }: AccountAccessDependencies,
  alongside: AlongsideWrites = [],
): Promise<SessionUser[]> {
  const changes = await Promise.all(userIds.map((userId) => statusChange(userId, 'deleted')));
  const now = new Date();
  await writeTogether([
    ...changes.map(({ input }) => ({ Update: input })),
    ...userIds.map((userId) => ({ Put: accountErasurePutRequest(userId, now) })),
    ...changes.flatMap(({ profile }) => leftTheRoster(profile, now)),
    ...alongside,
  ]);
  for (const { profile } of changes) {
    await directory.signOutEverywhere(profile.username);
    await directory.deleteUser(profile.username);
  }
  return changes.map(({ profile }) => ({ ...profile, status: 'deleted' }));
}

/** Lets a disabled account in again: sign-ins first, then the API. A deleted account stays deleted. */
export async function restoreAccess(userId: string, { directory }: AccountAccessDependencies): Promise<SessionUser> {
  const profile = await userProfiles.get({ id: userId }, { consistent: true });
  if (!profile) throw new NotFoundError(ACCOUNT_NOT_FOUND);
  if (profile.status === 'deleted') throw new NotFoundError(ACCOUNT_NOT_FOUND);
  await directory.enableUser(profile.username);
  return profile.status === 'active' ? profile : writeStatus(userId, 'active', []);
}

/**
 * A deleted member of a school leaves its OneRoster roster: the person's tombstone with the places
 * taken away with them (one item, however many), which the API serves as a `tobedeleted` user and
 * enrollments for 30 days (docs/internals.md 'OneRoster API'); none for an account of no school.
 */
function leftTheRoster(profile: SessionUser, at: Date, places: readonly RosterPlace[] = []): TransactItem[] {
  if (!profile.schoolId || !profile.schoolRole || profile.status === 'deleted') return [];
  const gone = { kind: 'person', userId: profile.id, role: rosterRoleOf(profile.schoolRole), places } as const;
  return [{ Put: rosterTombstonePutRequest(profile.schoolId, gone, at) }];
}

async function statusChange(userId: string, status: AccountStatus) {
  const { input, current } = await userProfiles.updateRequest({ id: userId }, { status });
  const profile = current ?? (await userProfiles.get({ id: userId }, { consistent: true }));
  if (!profile) throw new NotFoundError(ACCOUNT_NOT_FOUND);
  return { input, profile };
}

async function writeStatus(
  userId: string,
  status: AccountStatus,
  alongside: AlongsideWrites,
  places: readonly RosterPlace[] = [],
): Promise<SessionUser> {
  const { input, profile } = await statusChange(userId, status);
  // A deleted account is erased once its deletion can no longer be taken back (docs/privacy.md).
  const now = new Date();
  const erasure =
    status === 'deleted'
      ? [{ Put: accountErasurePutRequest(userId, now) }, ...leftTheRoster(profile, now, places)]
      : [];
  await writeTogether([{ Update: input }, ...erasure, ...alongside]);
  return { ...profile, status };
}
