import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { RosterScope } from '../../../../shared/schemas/api-credentials';
import { keepNewest } from '../../../platform/warm-copies';

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

/** A token that verified here: the key and client it verified for, its scopes and its time claims (epoch seconds). */
interface VerifiedToken {
  tokenKey: string;
  clientId: string;
  scopes: string[];
  notBefore: number | undefined;
  expires: number | undefined;
}

/**
 * Tokens verified in this function, by the token itself: an app sends the same token with each of
 * its requests (paging through a school is about 60 of them), and checking its signature each time
 * is a good part of a request's own work. An entry holds only while the credential, read
 * consistently for every request, still has the token key it verified under: rotating draws a new
 * key, so the token stops at once as before, and the caller refuses a revoked credential before
 * this (docs/internals.md 'OneRoster API').
 */
const verifiedTokens = new Map<string, VerifiedToken>();
const VERIFIED_TOKENS_KEPT = 1000;

/** Whether a token's time claims admit it at `now`, as jwtVerify checks them (no clock tolerance). */
function inTime(verified: VerifiedToken, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  return (
    (verified.notBefore === undefined || verified.notBefore <= seconds) &&
    (verified.expires === undefined || verified.expires > seconds)
  );
}

/** The token's scopes when it verifies under the key, names the client and has not expired; null otherwise. */
export async function verifiedScopes(
  token: string,
  credential: { clientId: string; tokenKey: string },
  now: Date,
): Promise<string[] | null> {
  const known = verifiedTokens.get(token);
  if (known && known.tokenKey === credential.tokenKey && known.clientId === credential.clientId)
    return inTime(known, now) ? [...known.scopes] : null;
  try {
    const { payload } = await jwtVerify(token, keyBytes(credential.tokenKey), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: credential.clientId,
      currentDate: now,
      typ: 'at+jwt',
    });
    const scopes = typeof payload['scope'] === 'string' ? payload['scope'].split(' ').filter(Boolean) : [];
    keepNewest(
      verifiedTokens,
      token,
      {
        tokenKey: credential.tokenKey,
        clientId: credential.clientId,
        scopes,
        notBefore: payload.nbf,
        expires: payload.exp,
      },
      VERIFIED_TOKENS_KEPT,
    );
    return [...scopes];
  } catch {
    return null;
  }
}
