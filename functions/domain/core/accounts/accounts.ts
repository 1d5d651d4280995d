import { randomBytes } from 'node:crypto';
import { NEW_ACCOUNT_STATE, type SessionUser } from '../../../../shared/schemas/user';
import { DirectoryUsernameTakenError, type SignInDirectory } from '../../../adapters/sign-in-directory/port';
import { saveNewProfile } from '../../../data/users';
import { claimUsername, normaliseUsername, releaseUsernameClaim, UsernameTakenError } from '../../../data/usernames';
import { logger } from '../../../platform/logger';

export interface AccountDependencies {
  directory: SignInDirectory;
  clock: () => Date;
}

export type NewAccountProfile = Omit<
  SessionUser,
  | 'id'
  | 'username'
  | 'email'
  | 'createdAt'
  | 'lastSignIn'
  | 'previousSignIn'
  | 'numSignIns'
  | 'status'
  | 'hasPassword'
  | 'hasTwoFactor'
  | 'socialAccounts'
  | 'schoolKey'
  | 'districtSchoolIds'
  | 'phone'
  | 'language'
> & {
  /** A student's Student ID; absent: none. */
  schoolKey?: string | null;
  /** The language chosen at registration (the one the form was filled in); absent: none yet. */
  language?: SessionUser['language'];
};

/**
 * The profile of a new member of a school (a teacher or student account made by an administrator,
 * an import or a teacher): the school's country and language, no home role, not an administrator.
 */
export function schoolMemberProfile(
  school: { id: string; countryId: string; language?: SessionUser['language'] },
  schoolRole: 'student' | 'teacher',
  person: Pick<SessionUser, 'title' | 'firstName' | 'lastName'> & { schoolKey?: string | null },
): NewAccountProfile {
  return {
    ...person,
    countryId: school.countryId,
    homeRole: null,
    schoolRole,
    isSchoolAdmin: false,
    schoolId: school.id,
    parentId: null,
    staffRoles: [],
    language: school.language ?? null,
  };
}

export interface NewAccount {
  username: string;
  email: string | null;
  /** The password; null for an account that signs in only through a school system (a SAML import): it gets one nobody knows, and hasPassword false. */
  password: string | null;
  profile: NewAccountProfile;
  /** Managed accounts (students): the username is also the sign-in alias preferred_username, which a regenerated username replaces. */
  preferredUsername?: boolean;
  /** The password is temporary: the user chooses their own at first sign-in (teachers added by an administrator). */
  temporaryPassword?: boolean;
}

/**
 * Creates an account in three steps — claim the username, create the sign-in identity, store the
 * profile — and undoes the earlier steps when a later one fails, so a failed call leaves nothing
 * behind and the username free. Throws UsernameTakenError when the username is in use.
 * `alongside` are writes of the same change, made with the profile (a student's class place).
 */
export async function createAccount(
  account: NewAccount,
  { directory, clock }: AccountDependencies,
  alongside: (userId: string) => Parameters<typeof saveNewProfile>[1] = () => [],
): Promise<SessionUser> {
  const username = normaliseUsername(account.username);
  const now = clock();
  await claimUsername(username, now);
  let signInIdentityCreated = false;
  try {
    const { userId } = await createSignInIdentity(directory, {
      username,
      email: account.email,
      password: account.password ?? unknowablePassword(),
      ...(account.preferredUsername ? { preferredUsername: username } : {}),
      ...(account.temporaryPassword ? { temporary: true } : {}),
    });
    signInIdentityCreated = true;
    const user: SessionUser = {
      ...account.profile,
      id: userId,
      username,
      email: account.email,
      createdAt: now.toISOString(),
      ...NEW_ACCOUNT_STATE,
      schoolKey: account.profile.schoolKey ?? null,
      language: account.profile.language ?? null,
      hasPassword: account.password !== null,
      socialAccounts: [],
    };
    await saveNewProfile(user, alongside(userId));
    return user;
  } catch (error) {
    await undoAccountCreation(username, signInIdentityCreated, directory);
    if (error instanceof DirectoryUsernameTakenError) throw new UsernameTakenError(username);
    throw error;
  }
}

/** A password nobody is told nor keeps (a SAML-only account's), which meets the policy: 32 random characters and each class. */
function unknowablePassword(): string {
  return `${randomBytes(24).toString('base64url')}Aa1!`;
}

/**
 * We hold the username's claim, so no account owns a sign-in identity of that name: one that is
 * there was left by an earlier attempt whose call timed out after the user pool had done it. It
 * is replaced, so a retried registration succeeds instead of finding its own leftover.
 */
async function createSignInIdentity(directory: SignInDirectory, user: Parameters<SignInDirectory['createUser']>[0]) {
  try {
    return await directory.createUser(user);
  } catch (error) {
    if (!(error instanceof DirectoryUsernameTakenError)) throw error;
    logger.warn('replacing a sign-in identity left by a failed account creation', { username: user.username });
    await directory.deleteUser(user.username);
    return directory.createUser(user);
  }
}

async function undoAccountCreation(username: string, signInIdentityCreated: boolean, directory: SignInDirectory) {
  try {
    if (signInIdentityCreated) await directory.deleteUser(username);
    await releaseUsernameClaim(username);
  } catch (cleanupError) {
    // The pending claim expires on its own (STALE_CLAIM_MS); log so an operator can see it.
    logger.error('could not undo a failed account creation', { username, error: cleanupError as Error });
  }
}
