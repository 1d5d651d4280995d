import { FEDERATED_SIGN_IN_CALLBACK_PATH, isIdentityProviderName } from '../../../shared/rules/federated-sign-in';
import { AMPLIFY_KEY_PREFIX } from './auth';

/**
 * Our own OAuth 2.0 authorization-code client with PKCE (RFC 6749, RFC 7636) for the user pool's
 * hosted endpoints: Cognito's domain in AWS, the twin's stand-in locally. Amplify's redirect flow
 * always speaks https to the hosted domain, which the twin (plain http) cannot answer, so the SPA
 * runs the flow itself from the configured base URL and hands the tokens to Amplify's token store
 * (`amplifyTokenEntries`), after which refresh and sign-out work as for a password sign-in.
 *
 * Loaded only with the sign-in pages (a lazy chunk).
 */

/** What the browser keeps between leaving for the provider and coming back (sessionStorage). */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  /** The user pool's name of the provider: Google, Facebook or a school system's (samlProviderName). */
  provider: string;
  /** Where to go once signed in (a safe internal path), or null for post-login. */
  intended: string | null;
  /** Epoch ms when the flow started: a pending sign-in older than the code's life is stale. */
  startedAt: number;
}

export const PENDING_SIGN_IN_KEY = 'app-library.oauth-pending';
/** The hosted endpoints keep an authorize request alive for a while; after 15 minutes we start again. */
export const PENDING_SIGN_IN_LIFETIME_MS = 15 * 60 * 1000;

export const FEDERATED_SIGN_IN_MESSAGES = {
  cancelled: 'The sign-in was cancelled.',
  refused: 'The sign-in could not be completed.',
  stateMismatch: 'This sign-in did not start here or has expired. Please try again from the Login page.',
  exchangeFailed: 'The sign-in could not be completed: the sign-in service did not accept it. Please try again.',
  notConfigured: 'Sign-in with Google or Facebook is not available on this site.',
} as const;

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random URL-safe string of `bytes` random bytes (32 bytes: 43 characters, a valid code_verifier). */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The S256 code_challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export function callbackUrl(origin: string): string {
  return `${origin}${FEDERATED_SIGN_IN_CALLBACK_PATH}`;
}

/** The hosted authorize URL that sends the person straight to the provider (`identity_provider`). */
export function authorizeUrl(
  baseUrl: string,
  request: { clientId: string; redirectUri: string; provider: string; state: string; codeChallenge: string },
): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    identity_provider: request.provider,
    scope: 'openid email profile',
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

export function parsePendingSignIn(text: string | null): PendingSignIn | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingSignIn>;
    if (
      typeof value.state !== 'string' ||
      typeof value.codeVerifier !== 'string' ||
      typeof value.startedAt !== 'number'
    )
      return null;
    if (!isIdentityProviderName(value.provider)) return null;
    return {
      state: value.state,
      codeVerifier: value.codeVerifier,
      provider: value.provider,
      intended: typeof value.intended === 'string' ? value.intended : null,
      startedAt: value.startedAt,
    };
  } catch {
    return null;
  }
}

/** What the callback's query asks for: an error to show, or a code to exchange (with or without a verifier). */
export type CallbackOutcome =
  | { kind: 'error'; message: string }
  /** codeVerifier null: a sign-in the identity provider started (no pending sign-in of ours). */
  | { kind: 'exchange'; code: string; codeVerifier: string | null; intended: string | null };

/**
 * Reads `/auth/social/complete?code=…&state=…` (or `?error=…`) against the pending sign-in:
 * - an error from the hosted endpoints is shown (access_denied is a cancel);
 * - a code with the pending sign-in's state is exchanged with its verifier;
 * - a code whose state names no pending sign-in of ours, while one is pending and fresh, is
 *   refused (someone else's code pushed into this browser);
 * - a code with no pending sign-in at all is an IdP-initiated sign-in (a school's SAML response:
 *   the state is its RelayState), exchanged without a verifier; the token endpoint accepts that
 *   only for codes it issued as IdP-initiated.
 */
export function interpretCallback(query: URLSearchParams, pending: PendingSignIn | null, now: number): CallbackOutcome {
  const error = query.get('error');
  if (error) {
    if (error === 'access_denied') return { kind: 'error', message: FEDERATED_SIGN_IN_MESSAGES.cancelled };
    const description = query.get('error_description');
    return {
      kind: 'error',
      message: description
        ? `${FEDERATED_SIGN_IN_MESSAGES.refused} ${description}`
        : FEDERATED_SIGN_IN_MESSAGES.refused,
    };
  }
  const code = query.get('code');
  if (!code) return { kind: 'error', message: FEDERATED_SIGN_IN_MESSAGES.refused };
  const state = query.get('state') ?? '';
  const fresh = pending !== null && now - pending.startedAt < PENDING_SIGN_IN_LIFETIME_MS;
  if (fresh && pending.state === state)
    return { kind: 'exchange', code, codeVerifier: pending.codeVerifier, intended: pending.intended };
  if (fresh) return { kind: 'error', message: FEDERATED_SIGN_IN_MESSAGES.stateMismatch };
  return { kind: 'exchange', code, codeVerifier: null, intended: null };
}

/** The token endpoint's answer (Cognito's shape). */
export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export class TokenExchangeError extends Error {
  override name = 'TokenExchangeError';
}

/** POST <base>/oauth2/token with the code (and the verifier, when we started the flow). */
export async function exchangeCode(
  baseUrl: string,
  request: { clientId: string; redirectUri: string; code: string; codeVerifier: string | null },
  fetchImpl: typeof fetch = fetch,
): Promise<IssuedTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    code: request.code,
  });
  if (request.codeVerifier) form.set('code_verifier', request.codeVerifier);
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  } catch {
    throw new TokenExchangeError(FEDERATED_SIGN_IN_MESSAGES.exchangeFailed);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const idToken = body?.['id_token'];
  const accessToken = body?.['access_token'];
  const refreshToken = body?.['refresh_token'];
  if (
    !response.ok ||
    typeof idToken !== 'string' ||
    typeof accessToken !== 'string' ||
    typeof refreshToken !== 'string'
  ) {
    throw new TokenExchangeError(FEDERATED_SIGN_IN_MESSAGES.exchangeFailed);
  }
  return { idToken, accessToken, refreshToken };
}

/** The payload of a JWT, unverified (the API verifies; the browser only reads its own tokens). */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  const json = atob(
    part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '='),
  );
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (character) => character.charCodeAt(0)))) as Record<
    string,
    unknown
  >;
}

/**
 * The entries Amplify v6's DefaultTokenStore writes for a signed-in user
 * (`CognitoIdentityServiceProvider.<clientId>.<username>.<key>`, @aws-amplify/auth TokenStore.ts), which it reads back on
 * every call: LastAuthUser names the user (the access token's `username`), and beside it the
 * tokens and the clock drift (the access token's issue time minus the local time, in ms).
 */
export function amplifyTokenEntries(clientId: string, tokens: IssuedTokens, now: number): [string, string][] {
  const access = jwtPayload(tokens.accessToken);
  const username = typeof access['username'] === 'string' ? access['username'] : 'username';
  const issuedAt = typeof access['iat'] === 'number' ? access['iat'] * 1000 : 0;
  const prefix = `${AMPLIFY_KEY_PREFIX}.${clientId}.${username}`;
  return [
    [`${AMPLIFY_KEY_PREFIX}.${clientId}.LastAuthUser`, username],
    [`${prefix}.accessToken`, tokens.accessToken],
    [`${prefix}.idToken`, tokens.idToken],
    [`${prefix}.refreshToken`, tokens.refreshToken],
    [`${prefix}.clockDrift`, String(issuedAt > 0 ? issuedAt - now : 0)],
  ];
}
