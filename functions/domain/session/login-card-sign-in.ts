import { redeemLoginCard } from '../../data/login-cards';
import { countAttempt, limitReached, type RateLimit } from '../../data/rate-limits';
import { normaliseUsername } from '../../data/usernames';
import { logger } from '../../platform/logger';

/**
 * Wrong card answers per username: past the limit every answer is refused, a right one too, until
 * the window is over. A token cannot be guessed (256 bits); the limit keeps a script from keeping
 * the triggers and the table busy.
 */
export const LOGIN_CARD_FAILURES: RateLimit = { scope: 'login-card-failures', limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Whether a login card's answer signs this student in: it is a card of theirs that still signs in
 * (redeemLoginCard), and the username has not had too many wrong answers (LOGIN_CARD_FAILURES). A
 * wrong answer is counted. The token is never logged.
 */
export async function loginCardAnswerIsRight(
  username: string,
  studentId: string | undefined,
  answer: string,
  now: Date,
): Promise<boolean> {
  const subject = normaliseUsername(username);
  if (await limitReached(LOGIN_CARD_FAILURES, subject, now)) {
    logger.warn('Login card refused: too many wrong answers', { username: subject });
    return false;
  }
  const outcome = studentId
    ? await redeemLoginCard(studentId, answer, now)
    : ({ ok: false, reason: 'unknown' } as const);
  if (!outcome.ok) {
    await countAttempt(LOGIN_CARD_FAILURES, subject, now);
    logger.info('Login card refused', { username: subject, reason: outcome.reason });
  }
  return outcome.ok;
}
