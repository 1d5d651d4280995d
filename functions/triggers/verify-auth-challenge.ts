import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { redeemLoginCard } from '../data/login-cards';
import { countAttempt, limitReached } from '../data/rate-limits';
import { normaliseUsername } from '../data/usernames';
import { logger } from '../platform/logger';
import { LOGIN_CARD_FAILURES } from './login-card-challenge';

/**
 * The user pool's verify-auth-challenge-response trigger: the answer is right when it is a login
 * card of this user that still signs in (redeemLoginCard). Wrong answers are counted per username
 * (LOGIN_CARD_FAILURES); past the limit every answer is wrong until the window is over. The token
 * is never logged.
 */
export async function verifyLoginCardAnswer(event: VerifyAuthChallengeResponseTriggerEvent, now: Date): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  const subject = normaliseUsername(event.userName);
  const studentId = event.request.userAttributes['sub'];
  if (await limitReached(LOGIN_CARD_FAILURES, subject, now)) {
    logger.warn('Login card refused: too many wrong answers', { username: subject });
    event.response = { answerCorrect: false };
    return event;
  }
  const answer = typeof event.request.challengeAnswer === 'string' ? event.request.challengeAnswer : '';
  const outcome = studentId ? await redeemLoginCard(studentId, answer, now) : ({ ok: false, reason: 'unknown' } as const);
  event.response = { answerCorrect: outcome.ok };
  if (!outcome.ok) {
    await countAttempt(LOGIN_CARD_FAILURES, subject, now);
    logger.info('Login card refused', { username: subject, reason: outcome.reason });
  }
  return event;
}

export function handler(event: VerifyAuthChallengeResponseTriggerEvent): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  return verifyLoginCardAnswer(event, new Date());
}
