import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { loginCardAnswerIsRight } from '../domain/session/login-card-sign-in';

/**
 * The user pool's verify-auth-challenge-response trigger: the answer is right when it is a login
 * card of this user that still signs in (functions/domain/session/login-card-sign-in.ts).
 */
export async function verifyLoginCardAnswer(
  event: VerifyAuthChallengeResponseTriggerEvent,
  now: Date,
): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  const answer = typeof event.request.challengeAnswer === 'string' ? event.request.challengeAnswer : '';
  event.response = {
    answerCorrect: await loginCardAnswerIsRight(event.userName, event.request.userAttributes['sub'], answer, now),
  };
  return event;
}

export function handler(
  event: VerifyAuthChallengeResponseTriggerEvent,
): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  return verifyLoginCardAnswer(event, new Date());
}
