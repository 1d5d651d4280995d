import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  RESET_LINK_INVALID,
  TOO_MANY_RESET_ATTEMPTS,
  TOO_MANY_RESET_REQUESTS,
} from '../../../shared/schemas/password';
import type { SessionUser } from '../../../shared/schemas/user';
import type { MailSender } from '../../adapters/mail/port';
import { DirectoryPasswordRejectedError, type SignInDirectory } from '../../adapters/sign-in-directory/port';
import { consumePasswordReset, restorePasswordReset, savePasswordReset } from '../../data/password-resets';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { loadSessionUser } from '../../data/users';
import { findUserIdByUsername, normaliseUsername } from '../../data/usernames';
import { TooManyRequestsError, ValidationError, fieldPointer } from '../../platform/errors';
import { passwordResetMail, passwordResetPath } from '../core/mails/password-reset-mail';
import { RESET_TOKEN_LIFETIME_MS, hashResetToken, newResetToken, resetExpiresAt } from './reset-token';

/** Requests per username and hour: enough for a lost mail or two, too few to flood an inbox. */
export const RESET_REQUEST_LIMIT: RateLimit = { scope: 'password-email', limit: 5, windowMs: 60 * 60 * 1000 };
/** Reset attempts (right or wrong token) per username and hour. */
export const RESET_ATTEMPT_LIMIT: RateLimit = { scope: 'password-reset', limit: 10, windowMs: 60 * 60 * 1000 };
/**
 * Every request answers no sooner than this after it started, whether a mail went out or not, so
 * the time of the answer does not tell whether the account exists.
 */
export const RESET_REQUEST_MIN_MS = 400;

export interface PasswordResetRequestDependencies {
  mail: MailSender;
  siteUrl: string;
  clock: () => Date;
  wait: (ms: number) => Promise<void>;
  newToken?: () => string;
}

/**
 * Who may reset by email: an active account with an email address that is neither a student's
 * (their teacher resets it) nor a child's (their parent does), as the request page says.
 */
export function mayResetByEmail(user: SessionUser | null): user is SessionUser & { email: string } {
  return (
    user !== null &&
    user.status === 'active' &&
    user.email !== null &&
    user.schoolRole !== 'student' &&
    user.homeRole !== 'child'
  );
}

async function userOf(username: string): Promise<SessionUser | null> {
  const userId = await findUserIdByUsername(username);
  return userId ? loadSessionUser(userId) : null;
}

/**
 * Keeps a new single-use reset token for the account (replacing any before it) and mails its link
 * to the account's e-mail: the account's own request, and staff's Send password reset.
 */
export async function mailPasswordReset(
  user: SessionUser & { email: string },
  dependencies: Pick<PasswordResetRequestDependencies, 'mail' | 'siteUrl' | 'newToken'>,
  at: Date,
): Promise<void> {
  const token = (dependencies.newToken ?? newResetToken)();
  await savePasswordReset({
    username: user.username,
    userId: user.id,
    tokenHash: hashResetToken(token),
    createdAt: at.toISOString(),
    expiresAt: resetExpiresAt(at).toISOString(),
  });
  await dependencies.mail.send(
    passwordResetMail({
      to: user.email,
      firstName: user.firstName,
      username: user.username,
      link: `${dependencies.siteUrl}${passwordResetPath(user.username, token)}`,
      lifetimeMinutes: RESET_TOKEN_LIFETIME_MS / 60_000,
      language: user.language,
    }),
  );
}

/**
 * POST /api/password/email. Mails a link with a new single-use token to an account that may reset
 * by email; answers every username the same way, in about the same time.
 */
export async function requestPasswordReset(
  username: string,
  dependencies: PasswordResetRequestDependencies,
): Promise<{ message: string }> {
  const started = dependencies.clock();
  const { allowed } = await countAttempt(RESET_REQUEST_LIMIT, normaliseUsername(username), started);
  if (!allowed) throw new TooManyRequestsError(TOO_MANY_RESET_REQUESTS, fieldPointer(['username']));

  const user = await userOf(username);
  if (mayResetByEmail(user)) await mailPasswordReset(user, dependencies, started);
  const elapsed = dependencies.clock().getTime() - started.getTime();
  if (elapsed < RESET_REQUEST_MIN_MS) await dependencies.wait(RESET_REQUEST_MIN_MS - elapsed);
  return { message: PASSWORD_RESET_REQUESTED };
}

export interface PasswordResetDependencies {
  directory: SignInDirectory;
  clock: () => Date;
}

const invalidLink = () =>
  new ValidationError([
    {
      status: '422',
      code: 'reset-link-invalid',
      detail: RESET_LINK_INVALID,
      source: { pointer: fieldPointer(['token']) },
    },
  ]);

/**
 * POST /api/password/reset. Uses the token (once: the reset is deleted in a conditional write),
 * sets the new password in the sign-in directory, then ends every session of the account, since
 * whoever held the old password may hold one of them.
 */
export async function resetPassword(
  input: { username: string; token: string; password: string },
  dependencies: PasswordResetDependencies,
): Promise<{ message: string }> {
  const now = dependencies.clock();
  const { allowed } = await countAttempt(RESET_ATTEMPT_LIMIT, normaliseUsername(input.username), now);
  if (!allowed) throw new TooManyRequestsError(TOO_MANY_RESET_ATTEMPTS, fieldPointer(['token']));

  const reset = await consumePasswordReset(input.username, hashResetToken(input.token), now);
  if (!reset) throw invalidLink();
  const user = await loadSessionUser(reset.userId);
  // The account may have been closed, or have become a managed one, since the mail went out.
  if (!mayResetByEmail(user)) throw invalidLink();

  try {
    await dependencies.directory.setPassword(user.username, input.password);
  } catch (error) {
    await restorePasswordReset(reset);
    if (error instanceof DirectoryPasswordRejectedError) {
      throw new ValidationError([
        { status: '422', code: 'validation', detail: error.message, source: { pointer: fieldPointer(['password']) } },
      ]);
    }
    throw error;
  }
  await dependencies.directory.signOutEverywhere(user.username);
  return { message: PASSWORD_RESET_DONE };
}
