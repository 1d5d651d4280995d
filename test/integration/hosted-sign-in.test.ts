import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { systemEndpoints } from '../../shared/api/endpoints/system';
import { localCognitoClient } from '../../lib-infra/local/cognito-store';
import { webConfigSchema } from '../../shared/schemas/web-config';
import { callEndpoint } from './support/call-endpoint';
import { authorizeRequest, exchangeCode, HOSTED, newIdentity, submitIdentity } from './support/hosted-sign-in';
import { portal } from './support/portal-client';
import { NO_PROFILE_ERROR_CODE } from '../../shared/api/errors';
import { tokenClaims } from './support/token-claims';

async function authorize(query: Record<string, string>) {
  return fetch(`${portal().url}${HOSTED}/oauth2/authorize?${new URLSearchParams(query).toString()}`, {
    redirect: 'manual',
  });
}

/** Authorize, submit the identity, and the code and verifier to redeem. */
async function codeFor(identity: Record<string, string>, provider = 'Google') {
  const { verifier, query } = authorizeRequest(provider);
  const answer = await submitIdentity(query, identity);
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.searchParams.get('state')).toBe(query['state']);
  return { code: location.searchParams.get('code') ?? '', verifier, query, location };
}

describe('the stand-in for the hosted sign-in endpoints (Google and Facebook)', () => {
  it('serves the oauth domain in /config.json, on the gateway itself', async () => {
    const config = webConfigSchema.parse(await (await fetch(`${portal().url}/config.json`)).json());
    expect(config.oauthBaseUrl).toBe(`${new URL(portal().url).origin}${HOSTED}`);
  });

  it('shows the pick-or-type page with the site headers and no script', async () => {
    const { query } = authorizeRequest('Facebook');
    const answer = await authorize(query);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<h1>Sign in with Facebook</h1>');
    expect(html).toContain('name="user_id"');
    expect(html).not.toMatch(/<script/i);
  });

  it('signs a new identity in as Cognito would, and the API accepts the tokens', async () => {
    // Prepare
    const identity = newIdentity('google');
    // Act
    const { code, verifier, query, location } = await codeFor(identity);
    const tokens = await exchangeCode({
      code,
      client_id: query['client_id'] ?? '',
      redirect_uri: query['redirect_uri'] ?? '',
      code_verifier: verifier,
    });
    // Assess
    expect(`${location.origin}${location.pathname}`).toBe(query['redirect_uri']);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const idToken = String(tokens.body['id_token']);
    expect(tokenClaims(idToken)).toMatchObject({
      'cognito:username': `google_${identity.user_id}`,
      email: identity.email,
      token_use: 'id',
    });
    expect(tokenClaims(String(tokens.body['access_token']))).toMatchObject({
      username: `google_${identity.user_id}`,
      token_use: 'access',
    });
    const admin = localCognitoClient(portal().cognitoEndpoint);
    const user = await admin.send(
      new AdminGetUserCommand({ UserPoolId: portal().userPoolId, Username: `google_${identity.user_id}` }),
    );
    admin.destroy();
    const attributes = Object.fromEntries(
      (user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]),
    );
    expect(attributes).toMatchObject({ email: identity.email, given_name: 'Sam', family_name: 'Rivers' });
    expect(JSON.parse(attributes['identities'] ?? '[]')).toEqual([
      expect.objectContaining({ userId: identity.user_id, providerName: 'Google', providerType: 'Google' }),
    ]);
    // The authorizer accepts the token (a public route needs none; the session route does, and the profile is missing).
    const session = await callEndpoint(sessionEndpoints.getSession, { as: { token: idToken } });
    expect(session.status).toBe(401);
    expect(session.errors[0]).toMatchObject({
      code: NO_PROFILE_ERROR_CODE,
      detail: 'Your account could not be found. Please log in again.',
    });
    expect((await callEndpoint(systemEndpoints.getTime, { as: { token: idToken } })).status).toBe(200);
  });

  it('signs the same identity in again as the same user, listed on the page as used before', async () => {
    const identity = newIdentity('again');
    const first = await codeFor(identity);
    const firstTokens = await exchangeCode({
      code: first.code,
      client_id: first.query['client_id'] ?? '',
      redirect_uri: first.query['redirect_uri'] ?? '',
      code_verifier: first.verifier,
    });
    const page = await (await authorize(authorizeRequest('Google').query)).text();
    expect(page).toContain(identity.email);
    const second = await codeFor({ ...identity, given_name: 'Samantha' });
    const secondTokens = await exchangeCode({
      code: second.code,
      client_id: second.query['client_id'] ?? '',
      redirect_uri: second.query['redirect_uri'] ?? '',
      code_verifier: second.verifier,
    });
    expect(tokenClaims(String(secondTokens.body['id_token']))['sub']).toBe(
      tokenClaims(String(firstTokens.body['id_token']))['sub'],
    );
  });

  it('refuses a code used twice, even with the right verifier', async () => {
    const { code, verifier, query } = await codeFor(newIdentity('reuse'));
    const fields = {
      code,
      client_id: query['client_id'] ?? '',
      redirect_uri: query['redirect_uri'] ?? '',
      code_verifier: verifier,
    };
    expect((await exchangeCode(fields)).status).toBe(200);
    expect(await exchangeCode(fields)).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a wrong code_verifier, and the code is spent', async () => {
    const { code, verifier, query } = await codeFor(newIdentity('verifier'));
    const fields = { code, client_id: query['client_id'] ?? '', redirect_uri: query['redirect_uri'] ?? '' };
    expect(await exchangeCode({ ...fields, code_verifier: `${verifier}x` })).toEqual({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await exchangeCode({ ...fields })).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    expect((await exchangeCode({ ...fields, code_verifier: verifier })).status).toBe(400);
  });

  it('refuses a redirect_uri other than the one the code was issued for', async () => {
    const { code, verifier, query } = await codeFor(newIdentity('redirect'));
    const answer = await exchangeCode({
      code,
      client_id: query['client_id'] ?? '',
      redirect_uri: `${portal().url}/library`,
      code_verifier: verifier,
    });
    expect(answer).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses to authorize a redirect_uri that is not a callback URL, with an error page', async () => {
    const answer = await authorize(
      authorizeRequest('Google', { redirect_uri: 'https://evil.example/auth/social/complete' }).query,
    );
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('redirect_mismatch');
  });

  it('refuses an unknown provider, a missing PKCE challenge and an unknown client', async () => {
    const unknown = await authorize(authorizeRequest('Twitter').query);
    expect(unknown.status).toBe(302);
    expect(Object.fromEntries(new URL(unknown.headers.get('location') ?? '').searchParams)).toMatchObject({
      error: 'invalid_request',
      error_description: 'Unknown identity provider: Twitter.',
    });
    const noPkce = await authorize(authorizeRequest('Google', { code_challenge: '' }).query);
    expect(new URL(noPkce.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
    expect((await authorize(authorizeRequest('Google', { client_id: 'someone-else' }).query)).status).toBe(400);
  });

  it('asks again when the typed identity has no id or a malformed email, and signs no one in', async () => {
    const { query } = authorizeRequest('Google');
    const answer = await submitIdentity(query, { user_id: '', email: 'not-an-email' });
    const html = await answer.text();
    expect(answer.status).toBe(400);
    expect(html).toContain('The Google user id is required: 1 to 64 letters, digits, - or _.');
    expect(html).toContain('The email must be an address such as name@example.com.');
  });

  it('refuses other grants and an unknown code', async () => {
    expect(
      await exchangeCode({ grant_type: 'refresh_token', refresh_token: 'x', client_id: portal().userPoolClientId }),
    ).toEqual({ status: 400, body: { error: 'unsupported_grant_type' } });
    const { query, verifier } = authorizeRequest('Google');
    expect(
      await exchangeCode({
        code: 'made-up',
        client_id: query['client_id'] ?? '',
        redirect_uri: query['redirect_uri'] ?? '',
        code_verifier: verifier,
      }),
    ).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('sends the browser on to the site after /logout, and nowhere else', async () => {
    const ok = await fetch(
      `${portal().url}${HOSTED}/logout?client_id=${portal().userPoolClientId}&logout_uri=${encodeURIComponent(`${portal().url}/`)}`,
      { redirect: 'manual' },
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe(`${portal().url}/`);
    const elsewhere = await fetch(
      `${portal().url}${HOSTED}/logout?client_id=${portal().userPoolClientId}&logout_uri=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    );
    expect(elsewhere.status).toBe(400);
  });
});
