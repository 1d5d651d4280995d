import type { SessionUser } from '../../../shared/schemas/user';
import { erasedBy } from '../../data/erased-accounts';
import { loadSessionUser } from '../../data/users';
import { AccountRevokedError } from '../../platform/errors';

/**
 * The profile of the person a verified token names (or of whom they act as), or null when the
 * sign-in has no profile yet (a first federated sign-in): what every route's access check reads.
 * An account erased whole (a deleted child) has no profile either; its token still in flight is
 * told the account was deleted (one more read, only when no profile is found).
 */
export async function profileOfSignIn(userId: string): Promise<SessionUser | null> {
  const profile = await loadSessionUser(userId);
  if (profile) return profile;
  if (await erasedBy(userId)) throw new AccountRevokedError('deleted');
  return null;
}
