import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  FEDERATED_SIGN_IN_CALLBACK_PATH,
  isSocialProvider,
  type SocialProvider,
} from '../../../shared/rules/federated-sign-in';
import { authorizationCodes, type AuthorizationCodes } from './authorization-codes';
import { escapeHtml } from '../../../shared/rules/escape-html';
import { page, readBody, redirect, withQuery } from './hosted-pages';
import type { IssuedTokens, ProviderProfile } from './federated-users';

/**
 * Where the twin serves its stand-in for the Cognito domain's hosted endpoints. The SPA's
 * oauthBaseUrl is the origin + this prefix, so its `/oauth2/authorize`, `/oauth2/token` and
 * `/logout` land here; like every local-only page it never exists in AWS.
 */
export const HOSTED_SIGN_IN_PREFIX = '/_local/cognito-hosted';
const AUTHORIZE_PATH = `${HOSTED_SIGN_IN_PREFIX}/oauth2/authorize`;
const TOKEN_PATH = `${HOSTED_SIGN_IN_PREFIX}/oauth2/token`;
const LOGOUT_PATH = `${HOSTED_SIGN_IN_PREFIX}/logout`;

/** The hosted endpoints' base URL in the twin, for a browser that reached the gateway at `origin` (plain http, as the twin serves). */
export function localOauthBaseUrl(origin: string): string {
  return `${new URL(origin).origin}${HOSTED_SIGN_IN_PREFIX}`;
}

export interface HostedSignInOptions {
  clientId: string;
  signIn: (profile: ProviderProfile) => Promise<IssuedTokens>;
  knownIdentities: (provider: SocialProvider) => Promise<ProviderProfile[]>;
  /** The codes the token endpoint redeems; shared with the SAML assertion consumer, which issues codes too. */
  codes?: AuthorizationCodes<IssuedTokens>;
}

/** The parameters of an authorize request, checked as Cognito checks them. */
interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  provider: SocialProvider;
  codeChallenge: string;
}

const MAX_FIELD = 200;
const PROVIDER_USER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function errorPage(response: ServerResponse, error: string, description: string) {
  page(
    response,
    400,
    'Sign-in error',
    `<h1>Sign-in error</h1>\n<p><code>${escapeHtml(error)}</code>: ${escapeHtml(description)}</p>`,
  );
}

function tokenAnswer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json;charset=UTF-8',
    'cache-control': 'no-store',
    pragma: 'no-cache',
  });
  response.end(JSON.stringify(body));
}

/**
 * The twin's stand-in for the Cognito domain's hosted endpoints, for Google and Facebook sign-in
 * (ARCHITECTURE.md, Identity):
 * - GET `/oauth2/authorize` (Amplify's signInWithRedirect: client_id, response_type=code,
 *   redirect_uri, identity_provider, state, PKCE code_challenge with S256) shows a page where the
 *   person picks an identity the provider returned before, or types the one it would return;
 * - POST `/oauth2/authorize` (that page's form) signs the identity in as Cognito would
 *   (federated-users.ts) and sends the browser back to redirect_uri with a single-use code;
 * - POST `/oauth2/token` exchanges the code (with the code_verifier and the same redirect_uri) for
 *   the tokens, in the token endpoint's JSON;
 * - GET `/logout` sends the browser on to logout_uri.
 * The redirect URIs allowed are the app client's callback URLs on the origin the browser used.
 */
export function hostedSignIn(options: HostedSignInOptions) {
  const codes = options.codes ?? authorizationCodes<IssuedTokens>();

  const originOf = (request: IncomingMessage) => `http://${request.headers.host ?? 'localhost'}`;
  const isCallback = (request: IncomingMessage, uri: string) =>
    uri === `${originOf(request)}${FEDERATED_SIGN_IN_CALLBACK_PATH}`;
  const isSignOutTarget = (request: IncomingMessage, uri: string) => uri === `${originOf(request)}/`;

  /** The request, or an answer already sent: an error page while redirect_uri is unproven, else a redirect with the error. */
  function authorizeRequest(
    request: IncomingMessage,
    response: ServerResponse,
    params: URLSearchParams,
  ): AuthorizeRequest | null {
    const clientId = params.get('client_id') ?? '';
    const redirectUri = params.get('redirect_uri') ?? '';
    if (clientId !== options.clientId) {
      errorPage(response, 'invalid_request', 'The client_id is not a client of this user pool.');
      return null;
    }
    if (!isCallback(request, redirectUri)) {
      errorPage(response, 'redirect_mismatch', 'The redirect_uri is not a callback URL of this client.');
      return null;
    }
    const state = params.get('state') ?? '';
    const refuse = (description: string) => {
      redirect(
        response,
        withQuery(redirectUri, {
          error: 'invalid_request',
          error_description: description,
          ...(state ? { state } : {}),
        }),
      );
      return null;
    };
    if (params.get('response_type') !== 'code') return refuse('Only the authorization code grant is supported.');
    const provider = params.get('identity_provider');
    if (!isSocialProvider(provider)) return refuse(`Unknown identity provider: ${provider ?? '(none)'}.`);
    const codeChallenge = params.get('code_challenge') ?? '';
    if (params.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge))
      return refuse('A PKCE code_challenge with the S256 method is required.');
    return { clientId, redirectUri, state, provider, codeChallenge };
  }

  function pickerPage(
    response: ServerResponse,
    authorize: AuthorizeRequest,
    known: ProviderProfile[],
    errors: string[] = [],
    typed: Record<string, string> = {},
  ) {
    const hidden = [
      ['client_id', authorize.clientId],
      ['redirect_uri', authorize.redirectUri],
      ['state', authorize.state],
      ['identity_provider', authorize.provider],
      ['response_type', 'code'],
      ['code_challenge', authorize.codeChallenge],
      ['code_challenge_method', 'S256'],
    ]
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
      .join('\n');
    const knownList = known.length
      ? [
          '<h2>Identities used before</h2>',
          '<ul>',
          ...known.map((profile) =>
            [
              `<li><form method="post" action="${AUTHORIZE_PATH}">`,
              hidden,
              `<input type="hidden" name="user_id" value="${escapeHtml(profile.providerUserId)}">`,
              `<input type="hidden" name="email" value="${escapeHtml(profile.email ?? '')}">`,
              `<input type="hidden" name="given_name" value="${escapeHtml(profile.givenName ?? '')}">`,
              `<input type="hidden" name="family_name" value="${escapeHtml(profile.familyName ?? '')}">`,
              `<button type="submit">Continue as ${escapeHtml([profile.givenName, profile.familyName].filter(Boolean).join(' ') || profile.providerUserId)}${profile.email ? ` (${escapeHtml(profile.email)})` : ''}</button>`,
              '</form></li>',
            ].join('\n'),
          ),
          '</ul>',
        ].join('\n')
      : '';
    const field = (name: string, label: string, hint: string, autocomplete: string) =>
      `<p><label for="${name}">${label}</label><br><input id="${name}" name="${name}" autocomplete="${autocomplete}" maxlength="${MAX_FIELD}" value="${escapeHtml(typed[name] ?? '')}"> <small>${hint}</small></p>`;
    const errorList = errors.length
      ? `<div role="alert"><p>The identity could not be used:</p><ul>${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul></div>`
      : '';
    page(
      response,
      errors.length ? 400 : 200,
      `Sign in with ${authorize.provider} (local stand-in)`,
      [
        `<h1>Sign in with ${authorize.provider}</h1>`,
        `<p>This page stands in for ${authorize.provider} and the user pool's hosted sign-in on the local twin. Pick an identity ${authorize.provider} returned before, or type the one it would return; the portal then continues as Cognito would.</p>`,
        knownList,
        '<h2>Another identity</h2>',
        errorList,
        `<form method="post" action="${AUTHORIZE_PATH}">`,
        hidden,
        field('user_id', `${authorize.provider} user id`, 'letters, digits, - and _ (required)', 'off'),
        field('email', 'Email', 'optional: the provider may not share it', 'email'),
        field('given_name', 'First name', 'optional', 'given-name'),
        field('family_name', 'Last name', 'optional', 'family-name'),
        `<p><button type="submit">Sign in with ${authorize.provider}</button></p>`,
        '</form>',
        `<p><a href="${escapeHtml(withQuery(authorize.redirectUri, { error: 'access_denied', error_description: 'The sign-in was cancelled.', ...(authorize.state ? { state: authorize.state } : {}) }))}">Cancel</a></p>`,
      ].join('\n'),
    );
  }

  async function completeAuthorize(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const authorize = authorizeRequest(request, response, form);
    if (!authorize) return;
    const typed = Object.fromEntries(
      ['user_id', 'email', 'given_name', 'family_name'].map((name) => [name, (form.get(name) ?? '').trim()]),
    );
    const errors: string[] = [];
    if (!PROVIDER_USER_ID.test(typed['user_id'] ?? ''))
      errors.push(`The ${authorize.provider} user id is required: 1 to 64 letters, digits, - or _.`);
    if (typed['email'] && !EMAIL.test(typed['email']))
      errors.push('The email must be an address such as name@example.com.');
    for (const name of ['email', 'given_name', 'family_name'])
      if ((typed[name] ?? '').length > MAX_FIELD) errors.push(`The ${name.replace('_', ' ')} is too long.`);
    if (errors.length)
      return pickerPage(response, authorize, await options.knownIdentities(authorize.provider), errors, typed);
    const tokens = await options.signIn({
      provider: authorize.provider,
      providerUserId: typed['user_id'] ?? '',
      email: typed['email']?.toLowerCase() || null,
      givenName: typed['given_name'] || null,
      familyName: typed['family_name'] || null,
    });
    const code = codes.issue({
      clientId: authorize.clientId,
      redirectUri: authorize.redirectUri,
      codeChallenge: authorize.codeChallenge,
      value: tokens,
    });
    redirect(
      response,
      withQuery(authorize.redirectUri, { code, ...(authorize.state ? { state: authorize.state } : {}) }),
    );
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    if (form.get('grant_type') !== 'authorization_code')
      return tokenAnswer(response, 400, { error: 'unsupported_grant_type' });
    const [code, clientId, redirectUri, codeVerifier] = ['code', 'client_id', 'redirect_uri', 'code_verifier'].map(
      (name) => form.get(name) ?? '',
    );
    if (!code || !clientId || !redirectUri) return tokenAnswer(response, 400, { error: 'invalid_request' });
    if (clientId !== options.clientId) return tokenAnswer(response, 400, { error: 'invalid_client' });
    const redeemed = codes.redeem({ code, clientId, redirectUri: redirectUri ?? '', codeVerifier: codeVerifier ?? '' });
    if ('refusal' in redeemed) return tokenAnswer(response, 400, { error: redeemed.refusal });
    const { idToken, accessToken, refreshToken, expiresIn } = redeemed.value;
    tokenAnswer(response, 200, {
      id_token: idToken,
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: expiresIn,
      token_type: 'Bearer',
    });
  }

  function logout(request: IncomingMessage, response: ServerResponse, params: URLSearchParams) {
    const logoutUri = params.get('logout_uri') ?? '';
    if (params.get('client_id') !== options.clientId || !isSignOutTarget(request, logoutUri)) {
      return errorPage(response, 'invalid_request', 'The logout_uri is not a sign-out URL of this client.');
    }
    redirect(response, logoutUri);
  }

  /** Answers whether it served the path (the gateway answers 404 for other /_local/ paths). */
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    if (url.pathname === AUTHORIZE_PATH && request.method === 'GET') {
      const authorize = authorizeRequest(request, response, url.searchParams);
      if (authorize) pickerPage(response, authorize, await options.knownIdentities(authorize.provider));
    } else if (url.pathname === AUTHORIZE_PATH && request.method === 'POST') {
      await completeAuthorize(request, response);
    } else if (url.pathname === TOKEN_PATH && request.method === 'POST') {
      await token(request, response);
    } else if (url.pathname === LOGOUT_PATH && request.method === 'GET') {
      logout(request, response, url.searchParams);
    } else {
      return false;
    }
    return true;
  };
}
