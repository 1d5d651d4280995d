import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  amplifyTokenEntries,
  authorizeUrl,
  codeChallengeOf,
  exchangeCode,
  FEDERATED_SIGN_IN_MESSAGES,
  interpretCallback,
  parsePendingSignIn,
  PENDING_SIGN_IN_LIFETIME_MS,
  randomToken,
  type PendingSignIn,
} from '../../../../frontend/src/lib/oauth-client';

const NOW = 1_800_000_000_000;
const pending: PendingSignIn = {
  state: 'state-1',
  codeVerifier: 'v'.repeat(43),
  provider: 'Google',
  intended: '/account',
  startedAt: NOW - 1000,
};
const query = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('PKCE', () => {
  it('makes verifiers of 43 URL-safe characters, different each time', () => {
    const [a, b] = [randomToken(32), randomToken(32)];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('derives the S256 challenge as base64url(SHA-256(verifier))', async () => {
    const verifier = randomToken(32);
    expect(await codeChallengeOf(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('builds the authorize URL on the configured base, scheme included', () => {
    const url = new URL(
      authorizeUrl('http://localhost:3000/_local/cognito-hosted/', {
        clientId: 'c',
        redirectUri: 'http://localhost:3000/auth/social/complete',
        provider: 'Facebook',
        state: 's',
        codeChallenge: 'x',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:3000/_local/cognito-hosted/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'c',
      identity_provider: 'Facebook',
      state: 's',
      code_challenge: 'x',
      code_challenge_method: 'S256',
    });
  });
});

describe('the callback', () => {
  it('exchanges a code whose state is the pending sign-in, with its verifier and intended page', () => {
    expect(interpretCallback(query({ code: 'abc', state: 'state-1' }), pending, NOW)).toEqual({
      kind: 'exchange',
      code: 'abc',
      codeVerifier: pending.codeVerifier,
      intended: '/account',
    });
  });

  it('refuses a code with another state while a sign-in is pending', () => {
    expect(interpretCallback(query({ code: 'abc', state: 'other' }), pending, NOW)).toEqual({
      kind: 'error',
      message: FEDERATED_SIGN_IN_MESSAGES.stateMismatch,
    });
  });

  it('exchanges a code without a verifier when no sign-in is pending (IdP-initiated), or only a stale one', () => {
    expect(interpretCallback(query({ code: 'abc', state: '/library' }), null, NOW)).toEqual({
      kind: 'exchange',
      code: 'abc',
      codeVerifier: null,
      intended: null,
    });
    expect(
      interpretCallback(
        query({ code: 'abc', state: 'x' }),
        { ...pending, startedAt: NOW - PENDING_SIGN_IN_LIFETIME_MS },
        NOW,
      ),
    ).toMatchObject({ codeVerifier: null });
  });

  it('shows the error the hosted endpoints sent back', () => {
    expect(interpretCallback(query({ error: 'access_denied' }), pending, NOW)).toEqual({
      kind: 'error',
      message: FEDERATED_SIGN_IN_MESSAGES.cancelled,
    });
    expect(interpretCallback(query({ error: 'invalid_request', error_description: 'Bad.' }), pending, NOW)).toEqual({
      kind: 'error',
      message: `${FEDERATED_SIGN_IN_MESSAGES.refused} Bad.`,
    });
    expect(interpretCallback(query({}), pending, NOW).kind).toBe('error');
  });

  it('reads back only a well-formed pending sign-in', () => {
    expect(parsePendingSignIn(JSON.stringify(pending))).toEqual(pending);
    expect(parsePendingSignIn('{"state":1}')).toBeNull();
    expect(parsePendingSignIn('not json')).toBeNull();
  });

  it("keeps a school system's sign-in by its provider name, and nothing that is not a provider name", () => {
    const school = { ...pending, provider: 'NorthDistrict' };
    expect(parsePendingSignIn(JSON.stringify(school))).toEqual(school);
    expect(parsePendingSignIn(JSON.stringify({ ...pending, provider: 'a b<script>' }))).toBeNull();
    expect(parsePendingSignIn(JSON.stringify({ ...pending, provider: 'x' }))).toBeNull();
  });

  it('turns a refused exchange into the exchange message', async () => {
    const refused = (async () =>
      new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 })) as typeof fetch;
    await expect(
      exchangeCode('http://x', { clientId: 'c', redirectUri: 'r', code: 'k', codeVerifier: null }, refused),
    ).rejects.toThrow(FEDERATED_SIGN_IN_MESSAGES.exchangeFailed);
  });
});

describe("Amplify's token store", () => {
  it("writes the keys of @aws-amplify/auth TokenStore for the access token's username", () => {
    const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
    const tokens = {
      idToken: jwt({ sub: 's' }),
      accessToken: jwt({ username: 'google_123', iat: NOW / 1000 - 2 }),
      refreshToken: 'r',
    };
    expect(amplifyTokenEntries('client', tokens, NOW)).toEqual([
      ['CognitoIdentityServiceProvider.client.LastAuthUser', 'google_123'],
      ['CognitoIdentityServiceProvider.client.google_123.accessToken', tokens.accessToken],
      ['CognitoIdentityServiceProvider.client.google_123.idToken', tokens.idToken],
      ['CognitoIdentityServiceProvider.client.google_123.refreshToken', 'r'],
      ['CognitoIdentityServiceProvider.client.google_123.clockDrift', '-2000'],
    ]);
  });
});
