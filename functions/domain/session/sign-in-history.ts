import { saveSignIn } from '../../data/sign-in-events';
import { logger } from '../../platform/logger';

/**
 * A successful sign-in, by any method: the profile's lastSignIn and numSignIns, and a sign-in
 * event for the staff statistics and the inactive-student clean-up. Called by the user pool's
 * post-authentication trigger in AWS (functions/triggers/post-authentication.ts) and by the local
 * user pool's front where the twin completes a sign-in (lib-infra/local/cognito-front.ts); a
 * token refresh is not a sign-in.
 *
 * The history must never stop a person signing in: a failure is logged and swallowed.
 */
export async function recordSignIn(userId: string, clock: () => Date = () => new Date()): Promise<void> {
  try {
    const recorded = await saveSignIn(userId, clock().toISOString());
    if (!recorded) logger.warn('a sign-in of a user without a profile was not recorded', { userId });
  } catch (error) {
    logger.error('could not record a sign-in', { userId, error: error as Error });
  }
}
