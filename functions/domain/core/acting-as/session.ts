import type { SignInDirectory } from '../../../adapters/sign-in-directory/port';

/**
 * The actor's sign-in session, which a grant of acting as another user belongs to (ARCHITECTURE
 * 'Acting as another user': ended with the actor's session). The API Gateway authorizer checks the
 * ID token's signature and expiry only; Cognito's revocation (a global sign-out anywhere, a
 * password reset's, RevokeToken at sign-out) reaches the access tokens of the session, which only
 * the user pool can check. So a call that acts, or starts acting, sends the actor's access token of
 * the same sign-in beside the ID token (ACT_AS_SESSION_HEADER), and the session holds when:
 * - the ID token names a session (its origin_jti),
 * - the access token is of the same user and the same session (its sub and origin_jti; read
 *   unverified here, since the user pool verifies it next and would refuse a forged one), and
 * - the user pool accepts the access token (SignInDirectory.sessionIsLive: GetUser).
 */
export interface CallerSession {
  /** The verified ID token's user and session. */
  userId: string;
  sessionId: string | null;
  /** The access token the call sent, if any. */
  accessToken: string | undefined;
}

function claimsOf(token: string): Record<string, unknown> | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An access token is at most a few kilobytes; anything longer is not one and is not sent on. */
const MAX_ACCESS_TOKEN_LENGTH = 8_192;

export async function sessionHolds(
  caller: CallerSession,
  directory: Pick<SignInDirectory, 'sessionIsLive'>,
): Promise<boolean> {
  const { accessToken, sessionId } = caller;
  if (!sessionId || !accessToken || accessToken.length > MAX_ACCESS_TOKEN_LENGTH) return false;
  const claims = claimsOf(accessToken);
  if (!claims || claims['token_use'] !== 'access') return false;
  if (claims['sub'] !== caller.userId || claims['origin_jti'] !== sessionId) return false;
  return directory.sessionIsLive(accessToken);
}
