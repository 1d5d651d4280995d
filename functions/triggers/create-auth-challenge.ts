import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { LOGIN_CARD_CHALLENGE } from './login-card-challenge';

/**
 * The user pool's create-auth-challenge trigger: the login card's challenge. Its answer is the
 * card's token, which the verify trigger checks against the table, so nothing secret is made here.
 */
export async function handler(event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> {
  event.response = {
    publicChallengeParameters: { kind: LOGIN_CARD_CHALLENGE },
    privateChallengeParameters: { kind: LOGIN_CARD_CHALLENGE },
    challengeMetadata: LOGIN_CARD_CHALLENGE,
  };
  return event;
}
