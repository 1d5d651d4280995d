import type { SessionUser } from '../../../../shared/schemas/user';
import type { SecretBox } from '../../../adapters/secret-box/port';
import { writeTogether } from '../../../data/transactions';
import { userProfiles } from '../../../data/users';
import {
  activateUsernameClaimRequest,
  claimUsername,
  releaseUsernameClaim,
  usernameClaims,
  UsernameTakenError,
} from '../../../data/usernames';
import { ConflictError } from '../../../platform/errors';
import { createAccount, type AccountDependencies, type NewAccountProfile } from './accounts';
import { recordAudit, type AuditAction } from '../audit/audit';
import { keepPassword as keepSealedPassword } from './kept-passwords';
import { generatePassphrase } from './passphrase';
import { usernameBaseOf, usernameCandidates, usernameMatchesFirstName } from './usernames';

/**
 * Managed accounts (ARCHITECTURE 'Managed accounts' passwords'): students, whom teachers look
 * after, and children, whom parents do. They sign in with a username made from their first name
 * (also their sign-in alias, preferred_username, which a regenerated username replaces) and a
 * readable passphrase that their teacher or parent can show again: kept sealed, every change and
 * showing audited. Students' and children's areas decide who reaches which account; this is how
 * such an account is made and kept.
 */

const NO_FREE_USERNAME = 'No free username could be found for this first name. Please try again.';

/** What making and keeping a managed account needs: the user pool, the clock and the password box. */
export interface ManagedAccountDependencies extends AccountDependencies {
  passwords: SecretBox;
}

/** Who changed a managed account's password, and how the audit trail names the change. */
export interface PasswordChange {
  actorId: string;
  action: Extract<AuditAction, 'student.password.set' | 'child.password.set'>;
  schoolId: string | null;
}

/**
 * A new managed account: the first free username of the first name (mia, mia7k…), claimed
 * conditionally, and a generated passphrase set in the user pool and kept sealed. `alongside` are
 * writes of the same change made with the profile (a student's class place, a parent's link).
 */
export async function createManagedAccount(
  profile: NewAccountProfile,
  alongside: Parameters<typeof createAccount>[2],
  change: PasswordChange,
  dependencies: ManagedAccountDependencies,
): Promise<{ account: SessionUser; password: string }> {
  const password = generatePassphrase();
  const now = dependencies.clock();
  for (const username of usernameCandidates(profile.firstName)) {
    try {
      const account = await createAccount(
        { username, email: null, password, preferredUsername: true, profile },
        { ...dependencies, clock: () => now },
        alongside,
      );
      await keepPassword(dependencies.passwords, account.id, password, change, 'created');
      return { account, password };
    } catch (error) {
      if (!(error instanceof UsernameTakenError)) throw error;
    }
  }
  throw new ConflictError(NO_FREE_USERNAME);
}

async function keepPassword(
  passwords: SecretBox,
  accountId: string,
  password: string,
  change: PasswordChange,
  how: 'created' | 'changed',
): Promise<void> {
  await keepSealedPassword(passwords, accountId, password);
  await recordAudit({
    actorId: change.actorId,
    action: change.action,
    subjectIds: [accountId],
    schoolId: change.schoolId,
    detail: { how },
  });
}

/**
 * Gives a managed account a new password: set in the user pool first (its policy is the
 * product's), then kept sealed, and audited. The caller has checked that the actor may.
 */
export async function setManagedPassword(
  account: Pick<SessionUser, 'id' | 'username'>,
  password: string,
  change: PasswordChange,
  { directory, passwords }: Pick<ManagedAccountDependencies, 'directory' | 'passwords'>,
): Promise<void> {
  await directory.setPassword(account.username, password);
  await keepPassword(passwords, account.id, password, change, 'changed');
}

/**
 * Regenerate Username: a new username from the account's current first name. Cognito usernames
 * cannot change, so the new one is the sign-in alias (preferred_username); the portal's claim of
 * it and the profile's username change in one transaction. Earlier usernames stay claimed by the
 * account: the pool's own username keeps signing in (Cognito cannot take it away), so no one else
 * may ever be given it. Refused (409) when the username already comes from the first name: it is
 * the first name's own (`unchanged`), or that one is someone else's and the current one carries a
 * generated suffix, so another would be no better (`bestAvailable`). Answers the new username; the
 * caller audits the change.
 */
/** Why Regenerate Username changed nothing, in the words of the area (student or child). */
export interface UnchangedUsernameMessages {
  unchanged: string;
  bestAvailable: (base: string, username: string) => string;
}

export async function regenerateManagedUsername(
  account: Pick<SessionUser, 'id' | 'username' | 'firstName'>,
  refusals: UnchangedUsernameMessages,
  { directory, clock }: AccountDependencies,
): Promise<string> {
  const base = usernameBaseOf(account.firstName);
  const baseClaim = await usernameClaims.get({ username: base }, { consistent: true });
  const baseIsTheAccounts = baseClaim?.state === 'active' && baseClaim.userId === account.id;
  const baseTakenByAnother = baseClaim !== null && !baseIsTheAccounts;
  if (usernameMatchesFirstName(account.username, account.firstName, baseTakenByAnother))
    throw new ConflictError(
      account.username === base ? refusals.unchanged : refusals.bestAvailable(base, account.username),
    );
  const next = baseIsTheAccounts ? base : await claimFirstFree(account.firstName, clock());
  try {
    await directory.setPreferredUsername(account.username, next);
    const { input: profileUpdate } = await userProfiles.updateRequest({ id: account.id }, { username: next });
    await writeTogether([
      { Update: profileUpdate },
      ...(baseIsTheAccounts ? [] : [{ Update: await activateUsernameClaimRequest(next, account.id) }]),
    ]);
  } catch (error) {
    if (!baseIsTheAccounts) await releaseUsernameClaim(next);
    throw error;
  }
  return next;
}

async function claimFirstFree(firstName: string, now: Date): Promise<string> {
  for (const candidate of usernameCandidates(firstName)) {
    try {
      await claimUsername(candidate, now);
      return candidate;
    } catch (error) {
      if (!(error instanceof UsernameTakenError)) throw error;
    }
  }
  throw new ConflictError(NO_FREE_USERNAME);
}
