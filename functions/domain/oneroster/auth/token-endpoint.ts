import { timingSafeEqual } from 'node:crypto';
import { ROSTER_SCOPES, type RosterScope, type TokenResponse } from '../../../../shared/schemas/api-credentials';
import { getApiCredential, markApiCredentialUsed, type ApiCredentialRecord } from '../../../data/api-credentials';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './access-tokens';
import { secretHashOf } from './api-credentials';

/** The error codes of RFC 6749 §5.2 the endpoint answers. */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';

/** What the token endpoint answers: a status, its headers and the JSON body (RFC 6749 §5.1, §5.2). */
export interface TokenAnswer {
  status: number;
  headers: Record<string, string>;
  body: TokenResponse | { error: OAuthErrorCode; error_description: string };
}

/** RFC 6749 §5.1: tokens and their errors are never cached. */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

/** The realm a client is asked to authenticate to (RFC 7617). */
const BASIC_CHALLENGE = 'Basic realm="oauth", charset="UTF-8"';

/** A refusal the endpoint answers in RFC 6749 §5.2's format. */
export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
  }
}

function answerOf(error: OAuthError): TokenAnswer {
  // invalid_client with the client's own authentication method is a 401 with its challenge (§5.2).
  const unauthorized = error.code === 'invalid_client';
  return {
    status: unauthorized ? 401 : 400,
    headers: { ...NO_STORE, ...(unauthorized ? { 'www-authenticate': BASIC_CHALLENGE } : {}) },
    body: { error: error.code, error_description: error.description },
  };
}

/** What a client sent, as the client authentication methods read it. */
export interface TokenRequest {
  authorization: string | undefined;
  form: URLSearchParams;
  now: Date;
}

/** An authenticated client, as the endpoint grants it a token. */
export interface TokenClient {
  /** The scopes the client may be granted: asking for none grants them all (RFC 6749 §3.3). */
  grantable: readonly string[];
  /** Every scope of this kind of client, to tell an unknown scope from one not granted. */
  known: readonly string[];
  /** Issues an access token for these scopes (a subset of `grantable`), for `expiresIn` seconds. */
  issue(scopes: readonly string[], now: Date): Promise<{ accessToken: string; expiresIn: number }>;
}

/**
 * One way a client proves who it is (RFC 6749 §2.3): null when the request does not use it, the
 * client when it does and succeeds; it throws invalid_client when it is used and fails. The
 * endpoint tries each in turn: an app's API credentials by HTTP Basic (OneRoster), an LTI tool's
 * signed JWT client assertion (private_key_jwt, RFC 7523: functions/domain/lti-nrps/client-assertion.ts).
 */
export interface ClientAuthentication {
  method: string;
  authenticate(request: TokenRequest): Promise<TokenClient | null>;
}

const BAD_CLIENT = 'Client authentication failed: check the client id and secret, and that they are not revoked.';

/** application/x-www-form-urlencoded decoding of a Basic credential's parts (RFC 6749 §2.3.1). */
function formDecoded(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** client_secret_basic: HTTP Basic with the client id and secret (RFC 6749 §2.3.1, RFC 7617). */
export const clientSecretBasic: ClientAuthentication = {
  method: 'client_secret_basic',
  async authenticate({ authorization }) {
    const match = /^Basic +([A-Za-z0-9+/]+=*) *$/i.exec(authorization ?? '');
    if (!match?.[1]) return null;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const clientId = colon > 0 ? formDecoded(decoded.slice(0, colon)) : null;
    const secret = colon > 0 ? formDecoded(decoded.slice(colon + 1)) : null;
    if (!clientId || !secret) throw new OAuthError('invalid_client', BAD_CLIENT);
    const credential = await getApiCredential(clientId);
    if (!credential || credential.revokedAt !== null || !sameHash(credential.secretHash, secretHashOf(secret)))
      throw new OAuthError('invalid_client', BAD_CLIENT);
    return apiCredentialClient(credential);
  },
};

/** An app's API credential as a client of the endpoint: its granted OneRoster scopes, a signed token, its last use noted. */
function apiCredentialClient(credential: ApiCredentialRecord): TokenClient {
  return {
    grantable: credential.scopes,
    known: ROSTER_SCOPES,
    async issue(scopes, now) {
      const accessToken = await signAccessToken(credential, scopes as RosterScope[], now);
      await markApiCredentialUsed(credential.clientId, now.toISOString());
      return { accessToken, expiresIn: ACCESS_TOKEN_SECONDS };
    },
  };
}

/** The methods the endpoint accepts, in the order it tries them. */
export const CLIENT_AUTHENTICATIONS: readonly ClientAuthentication[] = [clientSecretBasic];

async function authenticatedClient(
  request: TokenRequest,
  methods: readonly ClientAuthentication[],
): Promise<TokenClient> {
  for (const method of methods) {
    const client = await method.authenticate(request);
    if (client) return client;
  }
  throw new OAuthError(
    'invalid_client',
    methods.length > 1
      ? 'Authenticate the client with HTTP Basic (Authorization: Basic base64(client_id:client_secret)) or, as an LTI tool, with a signed JWT client_assertion.'
      : 'Authenticate the client with HTTP Basic: Authorization: Basic base64(client_id:client_secret).',
  );
}

/** The form's parameters, each at most once (RFC 6749 §3.2). */
function parsedForm(body: string | undefined): URLSearchParams {
  const form = new URLSearchParams(body ?? '');
  const names = [...form.keys()];
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new OAuthError('invalid_request', `The parameter ${repeated} is sent more than once.`);
  return form;
}

/** The scopes asked for: a subset of those granted; none asked means all granted (RFC 6749 §3.3). */
function grantedScopes(asked: string | null, client: TokenClient): readonly string[] {
  if (asked === null || asked.trim() === '') return client.grantable;
  const wanted = [...new Set(asked.split(' ').filter(Boolean))];
  const unknown = wanted.find((scope) => !client.grantable.includes(scope));
  if (unknown) {
    const known = client.known.includes(unknown);
    throw new OAuthError(
      'invalid_scope',
      known ? `The scope ${unknown} is not granted to this client.` : `There is no scope ${unknown}.`,
    );
  }
  return wanted;
}

/**
 * POST /oauth/token, the portal's OAuth 2.0 token endpoint (RFC 6749 §4.4, client
 * credentials): the client authenticates, asks for some or all of its granted scopes, and gets a
 * signed access token for ACCESS_TOKEN_SECONDS. Every refusal is answered as §5.2 says.
 */
export async function answerTokenRequest(
  input: { authorization: string | undefined; body: string | undefined; now: Date },
  methods: readonly ClientAuthentication[] = CLIENT_AUTHENTICATIONS,
): Promise<TokenAnswer> {
  try {
    const form = parsedForm(input.body);
    const client = await authenticatedClient({ authorization: input.authorization, form, now: input.now }, methods);
    const grantType = form.get('grant_type');
    if (!grantType) throw new OAuthError('invalid_request', 'The parameter grant_type is missing.');
    if (grantType !== 'client_credentials')
      throw new OAuthError('unsupported_grant_type', 'Only the grant_type client_credentials is supported.');
    const scopes = grantedScopes(form.get('scope'), client);
    const { accessToken, expiresIn } = await client.issue(scopes, input.now);
    return {
      status: 200,
      headers: NO_STORE,
      body: { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' ') },
    };
  } catch (error) {
    if (error instanceof OAuthError) return answerOf(error);
    throw error;
  }
}
