import { isAcceptablePassword } from '../../shared/rules/password-policy';
import type { CognitoRefusal } from './cognito-fidelity';
import { storedPassword } from './cognito-store';

/**
 * The first sign-in with a temporary password (FORCE_CHANGE_PASSWORD), as Cognito answers it where
 * cognito-local does not:
 * - cognito-local answers the NEW_PASSWORD_REQUIRED challenge to anyone who names the user, without
 *   checking the password: Cognito challenges only the right password, and refuses any other as a
 *   wrong password;
 * - cognito-local takes a NEW_PASSWORD_REQUIRED answer for any user with any Session: Cognito takes
 *   it only within the session it issued with the challenge, for that user, once, and checks the
 *   new password against the pool's policy (InvalidPasswordException).
 */
const SESSION_LIFETIME_MS = 3 * 60 * 1000;
const WRONG_PASSWORD: CognitoRefusal = { type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const INVALID_SESSION: CognitoRefusal = {
  type: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};
const POLICY: CognitoRefusal = {
  type: 'InvalidPasswordException',
  message: 'Password does not conform to policy: Password not long enough',
};

export function newPasswordChallenges(options: { dataDir: string }) {
  const sessions = new Map<string, { poolId: string; username: string; until: number }>();

  return {
    /** Before cognito-local answers a challenge response: refused unless it answers a challenge we issued. */
    checkAnswer(action: string, input: Record<string, unknown>): CognitoRefusal | null {
      if (action !== 'RespondToAuthChallenge' || input['ChallengeName'] !== 'NEW_PASSWORD_REQUIRED') return null;
      const responses = (input['ChallengeResponses'] ?? {}) as Record<string, string>;
      const session = sessions.get(String(input['Session'] ?? ''));
      if (
        !session ||
        session.until < Date.now() ||
        session.username.toLowerCase() !== String(responses['USERNAME'] ?? '').toLowerCase()
      )
        return INVALID_SESSION;
      if (!isAcceptablePassword(String(responses['NEW_PASSWORD'] ?? ''))) return POLICY;
      sessions.delete(String(input['Session']));
      return null;
    },

    /** After cognito-local challenged a sign-in for a new password: only the right temporary password is challenged. */
    async checkChallenge(
      action: string,
      input: Record<string, unknown>,
      poolId: string | null,
      answerText: string,
    ): Promise<CognitoRefusal | null> {
      if (action !== 'InitiateAuth' || !poolId) return null;
      const answer = JSON.parse(answerText) as {
        ChallengeName?: string;
        Session?: string;
        ChallengeParameters?: Record<string, string>;
      };
      if (answer.ChallengeName !== 'NEW_PASSWORD_REQUIRED' || !answer.Session) return null;
      const username = answer.ChallengeParameters?.['USER_ID_FOR_SRP'] ?? '';
      const given = ((input['AuthParameters'] ?? {}) as Record<string, string>)['PASSWORD'];
      const stored = await storedPassword(options.dataDir, poolId, username);
      if (!stored || given !== stored) return WRONG_PASSWORD;
      const now = Date.now();
      for (const [key, session] of sessions) if (session.until < now) sessions.delete(key);
      sessions.set(answer.Session, { poolId, username, until: now + SESSION_LIFETIME_MS });
      return null;
    },
  };
}
