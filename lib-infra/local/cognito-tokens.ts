import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CognitoRefusal } from './cognito-fidelity';

/**
 * The sign-in session in the local pool's tokens, as Cognito puts it there. Cognito's ID and access
 * tokens carry `origin_jti`, the same for every token issued from one sign-in's refresh token (so
 * it names the sign-in session, across refreshes), and `auth_time`, when that sign-in happened.
 * cognito-local issues neither rightly: no `origin_jti`, and a new `auth_time` on every refresh. The
 * pool's front (cognito-front.ts) therefore re-issues the ID and access tokens cognito-local answers
 * with both claims, signed with cognito-local's own key (its JWKS, which the local gateway's
 * authorizer reads, stays the same): the session is the `jti` of the sign-in's refresh token,
 * which a refresh presents again, and its `auth_time` that refresh token's `iat`.
 *
 * It also checks an access token as Cognito does before any call that takes one (cognito-local only
 * decodes it): the signature, that it is an access token, and its expiry.
 */
const KEY_ID = 'CognitoLocal';

interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

let keys: KeyPair | undefined;

/** cognito-local's signing key pair, from its package (public: it is a stand-in's fixed key). */
function localKeys(): KeyPair {
  if (keys) return keys;
  const folder = path.join(
    path.dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
    'lib',
    'keys',
  );
  const read = (name: string) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { pem: string };
  keys = {
    privateKey: createPrivateKey(read('cognitoLocal.private.json').pem),
    publicKey: createPublicKey(read('cognitoLocal.public.json').pem),
  };
  return keys;
}

type Claims = Record<string, unknown>;

/** A JWT's payload, unchecked; null for anything that is not one. */
export function jwtPayload(token: unknown): Claims | null {
  if (typeof token !== 'string') return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Claims) : null;
  } catch {
    return null;
  }
}

function sign(payload: Claims): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KEY_ID })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(localKeys().privateKey);
  return `${header}.${body}.${signature.toString('base64url')}`;
}

function signatureHolds(token: string): boolean {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return false;
  return createVerify('RSA-SHA256')
    .update(`${header}.${body}`)
    .verify(localKeys().publicKey, Buffer.from(signature, 'base64url'));
}

/** The session a refresh token opens: its `jti`, and when it was issued (the sign-in). */
export function sessionOfRefreshToken(refreshToken: unknown): { sessionId: string; authTime: number } | null {
  const payload = jwtPayload(refreshToken);
  const sessionId = payload?.['jti'];
  const issuedAt = payload?.['iat'];
  return typeof sessionId === 'string' && typeof issuedAt === 'number' ? { sessionId, authTime: issuedAt } : null;
}

/** A token of cognito-local's with the session's claims, signed again; left as it is when it is not a JWT. */
function withSession(token: unknown, session: { sessionId: string; authTime: number }): unknown {
  const payload = jwtPayload(token);
  if (!payload) return token;
  return sign({ ...payload, origin_jti: session.sessionId, auth_time: session.authTime });
}

/**
 * An answer's AuthenticationResult with its ID and access tokens in the session: a sign-in's own
 * refresh token names it, or, for a refresh (which issues none), the refresh token presented.
 */
export function authenticationResultInSession(text: string, presentedRefreshToken: string | null): string {
  let answer: { AuthenticationResult?: Record<string, unknown> } & Record<string, unknown>;
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    return text;
  }
  const result = answer.AuthenticationResult;
  if (!result) return text;
  const session = sessionOfRefreshToken(result['RefreshToken'] ?? presentedRefreshToken);
  if (!session) return text;
  return JSON.stringify({
    ...answer,
    AuthenticationResult: {
      ...result,
      IdToken: withSession(result['IdToken'], session),
      AccessToken: withSession(result['AccessToken'], session),
    },
  });
}

/** What Cognito answers to a call with this access token before it does anything, or null when it holds. */
export function accessTokenRefusal(accessToken: unknown, nowSeconds: number): CognitoRefusal | null {
  const payload = jwtPayload(accessToken);
  if (typeof accessToken !== 'string' || !payload || payload['token_use'] !== 'access' || !signatureHolds(accessToken))
    return { type: 'NotAuthorizedException', message: 'Invalid Access Token' };
  const expiresAt = payload['exp'];
  if (typeof expiresAt !== 'number' || expiresAt <= nowSeconds)
    return { type: 'NotAuthorizedException', message: 'Access Token has expired' };
  return null;
}
