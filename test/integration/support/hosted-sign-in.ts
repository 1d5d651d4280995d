import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FEDERATED_SIGN_IN_CALLBACK_PATH } from '../../../shared/rules/federated-sign-in';
import { portal } from './portal-client';

export const HOSTED = '/_local/cognito-hosted';

/** What Amplify's signInWithRedirect sends to /oauth2/authorize, with the PKCE verifier it keeps. */
export function authorizeRequest(provider = 'Google', overrides: Record<string, string> = {}) {
  const verifier = randomBytes(48).toString('base64url');
  const query: Record<string, string> = {
    redirect_uri: `${portal().url}${FEDERATED_SIGN_IN_CALLBACK_PATH}`,
    response_type: 'code',
    client_id: portal().userPoolClientId,
    identity_provider: provider,
    scope: 'openid email profile',
    state: randomBytes(16).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  };
  return { verifier, query };
}

export function newIdentity(label = 'person') {
  const id = randomUUID().replaceAll('-', '').slice(0, 21);
  return { user_id: id, email: `${label}-${id.slice(0, 8)}@social.example`, given_name: 'Sam', family_name: 'Rivers' };
}

/** Posts the stand-in page's form: the identity the provider would return. Answers the redirect. */
export async function submitIdentity(query: Record<string, string>, identity: Record<string, string>) {
  return fetch(`${portal().url}${HOSTED}/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...query, ...identity }).toString(),
  });
}

export async function exchangeCode(fields: Record<string, string>) {
  const response = await fetch(`${portal().url}${HOSTED}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', ...fields }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The whole redirect flow as the browser and Amplify make it; the ID token of the federated user. */
export async function federatedSignIn(
  identity: Record<string, string>,
  provider = 'Google',
): Promise<{ idToken: string; accessToken: string }> {
  const { verifier, query } = authorizeRequest(provider);
  const answer = await submitIdentity(query, identity);
  const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error(`the stand-in gave no code: ${answer.status} ${answer.headers.get('location')}`);
  const tokens = await exchangeCode({
    code,
    client_id: query['client_id'] ?? '',
    redirect_uri: query['redirect_uri'] ?? '',
    code_verifier: verifier,
  });
  if (tokens.status !== 200) throw new Error(`the token exchange failed: ${JSON.stringify(tokens.body)}`);
  return { idToken: String(tokens.body['id_token']), accessToken: String(tokens.body['access_token']) };
}
