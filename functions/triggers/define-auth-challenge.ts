import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { LOGIN_CARD_ANSWERS_PER_SESSION } from './login-card-challenge';

/**
 * The user pool's define-auth-challenge trigger: the flow of a login-card sign-in. A new session
 * gets the custom challenge; a right answer issues tokens; a wrong one gets the challenge again
 * until LOGIN_CARD_ANSWERS_PER_SESSION wrong answers end the session. An unknown user is asked
 * the challenge too (Cognito hides whether a user exists) and can never answer it.
 * Only the custom challenge is accepted: nothing else (a password step) may come first.
 */
export async function handler(event: DefineAuthChallengeTriggerEvent): Promise<DefineAuthChallengeTriggerEvent> {
  const session = event.request.session;
  const last = session.at(-1);
  const onlyCustom = session.every((step) => step.challengeName === 'CUSTOM_CHALLENGE');
  const wrongAnswers = session.filter((step) => !step.challengeResult).length;
  if (onlyCustom && last?.challengeResult === true && !event.request.userNotFound) {
    event.response = { issueTokens: true, failAuthentication: false, challengeName: '' };
  } else if (!onlyCustom || wrongAnswers >= LOGIN_CARD_ANSWERS_PER_SESSION) {
    event.response = { issueTokens: false, failAuthentication: true, challengeName: '' };
  } else {
    event.response = { issueTokens: false, failAuthentication: false, challengeName: 'CUSTOM_CHALLENGE' };
  }
  return event;
}
