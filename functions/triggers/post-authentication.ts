import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { recordSignIn } from '../domain/session/sign-in-history';
import { countBusinessEvent } from '../platform/metrics';

/**
 * The user pool's post-authentication trigger: Cognito calls it after every successful sign-in
 * (password, after the TOTP challenge when two-factor is on, and federated), never on a refresh.
 * It must answer with the event it was given.
 */
export async function handler(event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> {
  const userId = event.request.userAttributes['sub'];
  if (userId) await recordSignIn(userId);
  countBusinessEvent('signIn');
  return event;
}
