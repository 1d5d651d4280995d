import { ADMIN_USER_MESSAGES, type UserAccountResponse } from '../../../shared/schemas/admin-users';
import { TOO_MANY_RESET_REQUESTS } from '../../../shared/schemas/password';
import type { SessionUser } from '../../../shared/schemas/user';
import type { MailSender } from '../../adapters/mail/port';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { countAttempt } from '../../data/rate-limits';
import { normaliseUsername } from '../../data/usernames';
import { holdsRolesBeyond } from '../../../shared/rules/login-as';
import { ConflictError, ForbiddenError, TooManyRequestsError } from '../../platform/errors';
import { restoreAccess, revokeAccess } from '../core/accounts/account-access';
import { recordAudit } from '../core/audit/audit';
import { mailPasswordReset, RESET_REQUEST_LIMIT } from '../password/password-reset';
import { accountOf, userAccount } from './user-accounts';

/**
 * What support does for an account from its page (users.manage): send it a password reset,
 * disable it, enable it. Each is audited with the staff member as the actor and the account as the
 * subject, and each may be repeated without doing anything twice.
 */

function refuseDeleted(user: SessionUser): void {
  if (user.status === 'deleted') throw new ConflictError(ADMIN_USER_MESSAGES.deleted);
}

/** The rule log in as keeps, for every account action: staff reach no one who holds more roles. */
function refuseOutranking(actor: SessionUser, user: SessionUser): void {
  if (holdsRolesBeyond(user, actor.staffRoles)) throw new ForbiddenError(ADMIN_USER_MESSAGES.moreRoles);
}

/**
 * Send password reset: the account's own reset mail (a new single-use link), to its e-mail, within
 * the same hourly limit as the account's own requests; refused for managed accounts (their teacher
 * or parent sets the password), accounts without an e-mail, and disabled accounts.
 */
export async function sendPasswordReset(
  actor: SessionUser,
  userId: string,
  dependencies: { mail: MailSender; siteUrl: string; now?: Date },
): Promise<{ sentTo: string }> {
  const now = dependencies.now ?? new Date();
  const user = await accountOf(userId);
  refuseDeleted(user);
  refuseOutranking(actor, user);
  if (user.schoolRole === 'student' || user.homeRole === 'child')
    throw new ConflictError(ADMIN_USER_MESSAGES.managedPassword);
  if (user.email === null) throw new ConflictError(ADMIN_USER_MESSAGES.noEmail);
  if (user.status !== 'active') throw new ConflictError(ADMIN_USER_MESSAGES.disabledNoReset);
  const { allowed } = await countAttempt(RESET_REQUEST_LIMIT, normaliseUsername(user.username), now);
  if (!allowed) throw new TooManyRequestsError(TOO_MANY_RESET_REQUESTS);
  await recordAudit({
    actorId: actor.id,
    action: 'user.password-reset.send',
    subjectIds: [user.id],
    schoolId: user.schoolId,
    detail: { sentTo: user.email },
    now,
  });
  await mailPasswordReset({ ...user, email: user.email }, dependencies, now);
  return { sentTo: user.email };
}

/**
 * Disable: the account's next call is refused, it is signed out everywhere and cannot sign in; no
 * data is touched. Not oneself, and not a staff account (its roles are taken away first, where the
 * last role manager is protected). Audited when it changes the account; a repeat finishes a
 * disabling cut short (revokeAccess is idempotent). The audit entry is written first: a change that
 * then fails leaves an entry (and a retry a second one) rather than a change with none, since a
 * retry after the change would find nothing left to audit.
 */
export async function disableAccount(
  actor: SessionUser,
  userId: string,
  dependencies: { directory: SignInDirectory; now?: Date },
): Promise<UserAccountResponse> {
  const user = await accountOf(userId);
  refuseDeleted(user);
  if (user.id === actor.id) throw new ConflictError(ADMIN_USER_MESSAGES.disableSelf);
  if (user.staffRoles.length > 0) throw new ConflictError(ADMIN_USER_MESSAGES.disableStaff);
  if (user.status === 'active')
    await recordAudit({
      actorId: actor.id,
      action: 'user.disable',
      subjectIds: [user.id],
      schoolId: user.schoolId,
      now: dependencies.now,
    });
  const disabled = await revokeAccess(user.id, 'disabled', dependencies);
  return userAccount(actor, disabled);
}

/** Enable: a disabled account signs in again. A deleted one stays deleted. Audited when it changes the account. */
export async function enableAccount(
  actor: SessionUser,
  userId: string,
  dependencies: { directory: SignInDirectory; now?: Date },
): Promise<UserAccountResponse> {
  const user = await accountOf(userId);
  refuseDeleted(user);
  refuseOutranking(actor, user);
  if (user.status === 'disabled')
    await recordAudit({
      actorId: actor.id,
      action: 'user.enable',
      subjectIds: [user.id],
      schoolId: user.schoolId,
      now: dependencies.now,
    });
  const enabled = await restoreAccess(user.id, dependencies);
  return userAccount(actor, enabled);
}
