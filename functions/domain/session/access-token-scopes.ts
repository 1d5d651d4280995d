import { managesOwnAccount } from '../../../shared/rules/account-kind';
import type { SessionUser } from '../../../shared/schemas/user';
import { loadSessionUser } from '../../data/users';

/** The scope that lets an access token call the user pool's own-account API (ChangePassword, the software-token calls). */
export const SELF_SERVICE_SCOPE = 'aws.cognito.signin.user.admin';

/**
 * Scopes a user's access tokens must not carry. Student and child accounts are managed by their
 * teachers and parents: the API refuses them their own password and two-factor changes, and
 * without this scope Cognito refuses the same calls made straight to it. A person without a
 * profile yet (a first federated sign-in) is not suppressed: registration needs nothing of it.
 */
export function scopesToSuppress(profile: Pick<SessionUser, 'homeRole' | 'schoolRole'> | null): string[] {
  return profile && !managesOwnAccount(profile) ? [SELF_SERVICE_SCOPE] : [];
}

/** The scopes to take out of this user's access tokens, from their profile. */
export async function scopesToSuppressFor(userId: string | undefined): Promise<string[]> {
  return scopesToSuppress(userId ? await loadSessionUser(userId) : null);
}
