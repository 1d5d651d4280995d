import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { RosterScope } from '../../../../shared/schemas/api-credentials';

/** Access tokens live an hour (RFC 6749 §4.4.3's expires_in): short enough that a leaked one soon dies. */
export const ACCESS_TOKEN_SECONDS = 3600;

const ISSUER = 'portal-oauth-token-endpoint';
const AUDIENCE = 'portal-oneroster-rostering';
const ALGORITHM = 'HS256';

/** The token key of a credential as jose takes it. */
function keyBytes(tokenKey: string): Uint8Array {
  return new Uint8Array(Buffer.from(tokenKey, 'base64url'));
}

/**
 * A signed access token (a JWT, HS256 under the credential's own token key): a request is checked
 * from the token itself and the credential's current state, never a stored token. Rotating the
 * secret draws a new token key, so the old tokens no longer verify.
 */
export async function signAccessToken(
  credential: { clientId: string; tokenKey: string },
  scopes: readonly RosterScope[],
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: scopes.join(' ') })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'at+jwt' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(credential.clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(keyBytes(credential.tokenKey));
}

/** The client a token names, before it is verified (to read that client's token key); null when it is no JWT. */
export function claimedClientId(token: string): string | null {
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' && sub.length > 0 ? sub : null;
  } catch {
    return null;
  }
}

/** The token's scopes when it verifies under the key, names the client and has not expired; null otherwise. */
export async function verifiedScopes(
  token: string,
  credential: { clientId: string; tokenKey: string },
  now: Date,
): Promise<string[] | null> {
  try {
    const { payload } = await jwtVerify(token, keyBytes(credential.tokenKey), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: credential.clientId,
      currentDate: now,
      typ: 'at+jwt',
    });
    return typeof payload['scope'] === 'string' ? payload['scope'].split(' ').filter(Boolean) : [];
  } catch {
    return null;
  }
}
