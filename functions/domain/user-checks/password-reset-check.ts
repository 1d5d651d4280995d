import type { PasswordResetCheck } from '../../../shared/schemas/user-checks';
import { passwordResets } from '../../data/password-resets';
import { listSamlAccounts } from '../../data/saml-accounts';
import { samlIdps } from '../../data/saml-idps';
import { findUserIdByUsername } from '../../data/usernames';
import { loadSessionUser } from '../../data/users';

/**
 * Check Password Reset (users.manage; POST /password/check-reset): whether the e-mail (the
 * username of every account that has one) has an account, its outstanding reset link, and whether
 * it signs in through Google, Facebook or a school's SAML system instead of a password, which is
 * why a reset mail would not help. Never sends anything.
 */
export async function checkPasswordReset(email: string, now: Date = new Date()): Promise<PasswordResetCheck> {
  const userId = await findUserIdByUsername(email);
  const user = userId ? await loadSessionUser(userId) : null;
  if (!user || user.status === 'deleted')
    return { userExists: false, passwordResetCreatedAt: null, socialAccountProvider: null, samlAccountProvider: null };
  const [reset, samlAccounts] = await Promise.all([
    passwordResets.get({ username: user.username }, { consistent: true }),
    listSamlAccounts(user.id),
  ]);
  const samlIdp = samlAccounts[0] ? await samlIdps.get({ id: samlAccounts[0].samlIdpId }) : null;
  const social = user.socialAccounts[0]?.provider ?? null;
  return {
    userExists: true,
    passwordResetCreatedAt: reset && reset.expiresAt > now.toISOString() ? reset.createdAt : null,
    socialAccountProvider: social,
    samlAccountProvider: samlAccounts[0] ? (samlIdp?.name ?? samlAccounts[0].samlIdpId) : null,
  };
}
