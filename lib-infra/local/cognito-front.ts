import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  AdminGetUserCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { preferredUsernameAliases } from './cognito-aliases';
import { customAuth, customAuthStepOf } from './cognito-custom-auth';
import {
  cognitoRefusalFor,
  needsCognitoCorrection,
  WRONG_ONE_TIME_CODE,
  type CognitoRefusal,
} from './cognito-fidelity';
import { passwordLockout, type PasswordLockout } from './cognito-lockout';
import { cognitoQuotas, type CognitoQuotas } from './cognito-quotas';
import { newPasswordChallenges } from './cognito-new-password';
import { accessTokenRefusal, authenticationResultInSession, sessionOfRefreshToken } from './cognito-tokens';
import { providerLinks, type ProviderLinks } from './cognito-provider-links';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const SIGN_IN_ACTIONS = new Set([
  'InitiateAuth',
  'AdminInitiateAuth',
  'RespondToAuthChallenge',
  'AdminRespondToAuthChallenge',
]);
const REFRESH_FLOWS = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

interface TokenClaims {
  username: string;
  poolId: string;
  issuedAtSeconds: number;
  /** The sign-in session: origin_jti of an ID or access token, jti of a refresh token. */
  sessionId: string | null;
}

export interface CognitoFront {
  endpoint: string;
  /** Identities linked to existing users (AdminLinkProviderForUser), for the hosted sign-in stand-ins. */
  links: Pick<ProviderLinks, 'linkedUsername'>;
  close(): Promise<void>;
}

/** A token's payload, unchecked: cognito-local checks its own tokens behind us. Null for anything that is not a JWT. */
function payloadOf(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Whose token it is, when it was issued and in which sign-in session. */
function claimsOf(token: unknown): TokenClaims | null {
  const payload = payloadOf(token);
  if (!payload) return null;
  const username = payload['cognito:username'] ?? payload['username'];
  const poolId = typeof payload['iss'] === 'string' ? payload['iss'].split('/').pop() : undefined;
  if (typeof username !== 'string' || !poolId || typeof payload['iat'] !== 'number') return null;
  const session = payload['origin_jti'] ?? (payload['token_use'] === undefined ? payload['jti'] : undefined);
  return { username, poolId, issuedAtSeconds: payload['iat'], sessionId: typeof session === 'string' ? session : null };
}

/** The `sub` of an ID token cognito-local has just issued. */
function subjectOf(token: unknown): string | null {
  const subject = payloadOf(token)?.['sub'];
  return typeof subject === 'string' ? subject : null;
}

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(body);
}

function cognitoError(response: ServerResponse, type: string, message: string) {
  answer(response, 400, JSON.stringify({ __type: type, message }), { 'x-amzn-errortype': type });
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** A TOTP code is current for its 30-second step and the ones either side that verifiers accept. */
const ONE_TIME_CODE_REUSE_WINDOW_MS = 90_000;

/** The user and code of an answered SOFTWARE_TOKEN_MFA challenge, or null for any other call. */
function usedCodeKeyOf(action: string, input: Record<string, unknown>): string | null {
  if (action !== 'RespondToAuthChallenge' && action !== 'AdminRespondToAuthChallenge') return null;
  if (input['ChallengeName'] !== 'SOFTWARE_TOKEN_MFA') return null;
  const responses = (input['ChallengeResponses'] ?? {}) as Record<string, string>;
  const username = responses['USERNAME'];
  const code = responses['SOFTWARE_TOKEN_MFA_CODE'];
  return username && code
    ? `${String(input['ClientId'] ?? input['UserPoolId'] ?? '')}/${username.toLowerCase()}/${code}`
    : null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The user named by a caller's guess of a secret, which Cognito's lockout counts: a password
 * sign-in (USER_PASSWORD_AUTH) or a one-time code (SOFTWARE_TOKEN_MFA); null for any other call.
 * AdminInitiateAuth is not among them: only the twin's own stand-ins call it, with the password
 * the pool keeps for a federated or login-card user, where Cognito asks for no password at all.
 */
function guessingUserOf(action: string, input: Record<string, unknown>): string | null {
  if (action === 'InitiateAuth' && input['AuthFlow'] === 'USER_PASSWORD_AUTH') {
    const username = (input['AuthParameters'] as Record<string, unknown> | undefined)?.['USERNAME'];
    return typeof username === 'string' && username !== '' ? username : null;
  }
  if (action === 'RespondToAuthChallenge' && input['ChallengeName'] === 'SOFTWARE_TOKEN_MFA') {
    const username = (input['ChallengeResponses'] as Record<string, unknown> | undefined)?.['USERNAME'];
    return typeof username === 'string' && username !== '' ? username : null;
  }
  return null;
}

/** A refusal that says the guess was wrong (and so counts towards the lockout). */
function isWrongGuess(outcome: { type: string; message: string } | { status: number }): boolean {
  if (!('type' in outcome)) return false;
  return (
    (outcome.type === 'NotAuthorizedException' && outcome.message === 'Incorrect username or password.') ||
    outcome.type === 'CodeMismatchException'
  );
}

/**
 * The address of the local user pool: a thin front before cognito-local that gives Cognito's own
 * answers where cognito-local has none or another one, for every caller (the functions through
 * COGNITO_ENDPOINT and the browser through the gateway's /cognito):
 * - AdminUserGlobalSignOut and GlobalSignOut, which cognito-local lacks: they revoke the user's
 *   tokens issued so far, so a later refresh or access-token call is refused as Cognito refuses it;
 *   RevokeToken ends its refresh token's sign-in session, its access tokens with it;
 * - tokens that name their sign-in session (origin_jti, and its auth_time across refreshes), and
 *   access tokens checked before use (signature, kind, expiry), as Cognito's (cognito-tokens.ts);
 * - a disabled user cannot sign in or refresh ('User is disabled.'); cognito-local ignores the flag;
 * - sign-in errors that do not reveal whether a user exists (cognito-fidelity.ts);
 * - GetTokensFromRefreshToken, with which Amplify 6 refreshes and which cognito-local lacks;
 * - AdminLinkProviderForUser and AdminDisableProviderForUser (cognito-provider-links.ts);
 * - custom authentication (CUSTOM_AUTH, the login-card sign-in) with the pool's triggers (cognito-custom-auth.ts);
 * - a TOTP code that signed a user in is not accepted for that user again while it is current
 *   (cognito-local would take it twice), answered as Cognito answers a wrong code;
 * - the first sign-in with a temporary password: challenged only for the right password, the new
 *   password taken only within its challenge's session (cognito-new-password.ts);
 * - the lockout after five wrong passwords or one-time codes, doubling up to 15 minutes
 *   ('Password attempts exceeded', cognito-lockout.ts);
 * - the request-rate quotas of user creation and account updates (TooManyRequestsException,
 *   cognito-quotas.ts).
 * Revocations are kept in the pool's data folder, so they survive a restart like the pool does.
 */
export async function startCognitoFront(options: {
  port: number;
  /** cognito-local's own address. */
  upstream: string;
  /** An admin client of cognito-local, for the checks the front makes; destroyed on close. */
  admin: CognitoIdentityProviderClient;
  dataDir: string;
  /**
   * Runs where Cognito runs the post-authentication trigger: after a sign-in (a password, or a
   * challenge answered) that returned tokens, not after a refresh; with the user's `sub`.
   */
  onSignedIn?: (userId: string) => Promise<void>;
  /** Cognito's lockout of password guessing; a test may give one with its own clock. */
  lockout?: PasswordLockout;
  /** Cognito's request-rate quotas; the default ones unless given. */
  quotas?: CognitoQuotas;
}): Promise<CognitoFront> {
  const lockout = options.lockout ?? passwordLockout();
  const quotas = options.quotas ?? cognitoQuotas();
  const revocationsFile = path.join(options.dataDir, 'revoked-sessions.json');
  const revokedBefore = new Map<string, number>(Object.entries(readRevocations(revocationsFile)));
  /** Sign-in sessions ended one by one (RevokeToken of their refresh token), by their origin_jti. */
  const revokedSessionsFile = path.join(options.dataDir, 'revoked-token-sessions.json');
  const revokedSessions = new Map<string, number>(Object.entries(readRevocations(revokedSessionsFile)));
  const { admin } = options;
  const links = providerLinks({ dataDir: options.dataDir, admin });
  /** One-time codes that signed someone in, by user and code, until they can no longer be current. */
  const usedCodes = new Map<string, number>();
  const poolOfClient = new Map<string, string>();
  const userKey = (poolId: string, username: string) => `${poolId}/${username.toLowerCase()}`;
  const aliases = preferredUsernameAliases({ admin, poolIdOfClient: (clientId) => poolIdOfClient(clientId) });

  async function poolIdOfClient(clientId: string): Promise<string | null> {
    const known = poolOfClient.get(clientId);
    if (known) return known;
    const { UserPools = [] } = await admin.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    for (const pool of UserPools) {
      const { UserPoolClients = [] } = await admin.send(
        new ListUserPoolClientsCommand({ UserPoolId: pool.Id, MaxResults: 60 }),
      );
      for (const client of UserPoolClients) if (client.ClientId && pool.Id) poolOfClient.set(client.ClientId, pool.Id);
    }
    return poolOfClient.get(clientId) ?? null;
  }

  async function userOf(poolId: string, username: string) {
    try {
      return await admin.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: username }));
    } catch (error) {
      if (error instanceof UserNotFoundException) return null;
      throw error;
    }
  }

  function isRevoked(token: TokenClaims): boolean {
    const before = revokedBefore.get(userKey(token.poolId, token.username));
    return (
      (before !== undefined && token.issuedAtSeconds < before) ||
      (token.sessionId !== null && revokedSessions.has(token.sessionId))
    );
  }

  /** RevokeToken: the session of that refresh token ends, its access tokens with it (Cognito's revocation). */
  async function revokeSession(sessionId: string) {
    revokedSessions.set(sessionId, Math.floor(Date.now() / 1000));
    await writeFile(revokedSessionsFile, JSON.stringify(Object.fromEntries(revokedSessions), null, 2));
  }

  /**
   * Tokens carry their issue time in whole seconds. Answering after the next second starts makes
   * "issued before the sign-out" exact: every token issued so far has an earlier iat, every later
   * one does not.
   */
  async function revokeSessions(poolId: string, username: string) {
    const nowMs = Date.now();
    const boundary = Math.floor(nowMs / 1000) + 1;
    revokedBefore.set(userKey(poolId, username), boundary);
    await writeFile(revocationsFile, JSON.stringify(Object.fromEntries(revokedBefore), null, 2));
    await wait(boundary * 1000 - nowMs);
  }

  /** What cognito-local answered, or the refusal Cognito would have sent instead. */
  type Outcome = { status: number; text: string; headers: http.IncomingHttpHeaders } | CognitoRefusal;

  /** Sends a call to cognito-local as it is, or with another action and body (a translated call). */
  function callUpstream(
    request: IncomingMessage,
    call: { action: string; body: Buffer } | null,
  ): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
    const target = new URL(request.url ?? '/', options.upstream);
    const headers = {
      ...request.headers,
      host: target.host,
      ...(call ? { 'x-amz-target': `${TARGET_PREFIX}${call.action}`, 'content-length': String(call.body.length) } : {}),
    };
    return new Promise((resolve, reject) => {
      const upstream = http.request(target, { method: request.method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 502,
            text: Buffer.concat(chunks).toString('utf8'),
            headers: answer.headers,
          }),
        );
        answer.on('error', reject);
      });
      upstream.on('error', reject);
      if (call) upstream.end(call.body);
      else request.pipe(upstream);
    });
  }

  function send(response: ServerResponse, outcome: Outcome) {
    if ('type' in outcome) return cognitoError(response, outcome.type, outcome.message);
    response.writeHead(outcome.status, outcome.headers);
    response.end(outcome.text);
  }

  const newPassword = newPasswordChallenges({ dataDir: options.dataDir });
  const custom = customAuth({
    poolIdOfClient,
    userOf,
    dataDir: options.dataDir,
    frontEndpoint: `http://127.0.0.1:${options.port}`,
  });

  /**
   * One user-pool API call, counted against the lockout when it guesses a password or a code:
   * refused while the user is locked out, a wrong guess counted, a sign-in that issued tokens
   * starting the count again.
   */
  async function perform(request: IncomingMessage, action: string, input: Record<string, unknown>): Promise<Outcome> {
    const guessing = guessingUserOf(action, input);
    if (!guessing) return performChecked(request, action, input);
    const poolId =
      typeof input['UserPoolId'] === 'string'
        ? input['UserPoolId']
        : await poolIdOfClient(String(input['ClientId'] ?? ''));
    const key = userKey(poolId ?? '', guessing);
    const locked = lockout.refusal(key);
    if (locked) return locked;
    const outcome = await performChecked(request, action, input);
    if (isWrongGuess(outcome)) lockout.failed(key);
    else if (!('type' in outcome) && outcome.status < 300 && issuedTokens(outcome.text)) lockout.succeeded(key);
    return outcome;
  }

  /** One user-pool API call, with Cognito's checks and answers where cognito-local has none. */
  async function performChecked(
    request: IncomingMessage,
    action: string,
    input: Record<string, unknown>,
  ): Promise<Outcome> {
    const customStep = customAuthStepOf(action, input);
    if (customStep) return custom[customStep](input);
    if (action === 'AdminUserGlobalSignOut') {
      const poolId = String(input['UserPoolId'] ?? '');
      const username = String(input['Username'] ?? '');
      if (!(await userOf(poolId, username))) return { type: 'UserNotFoundException', message: 'User does not exist.' };
      await revokeSessions(poolId, username);
      return { status: 200, text: '{}', headers: { 'content-type': 'application/x-amz-json-1.1' } };
    }

    if (action === 'AdminLinkProviderForUser') return links.link(input);
    if (action === 'AdminDisableProviderForUser') return links.disable(input);

    // Cognito checks an access token itself before the call (cognito-local only decodes it).
    if ('AccessToken' in input) {
      const refusal = accessTokenRefusal(input['AccessToken'], Math.floor(Date.now() / 1000));
      if (refusal) return refusal;
    }
    const accessToken = claimsOf(input['AccessToken']);
    if (accessToken && isRevoked(accessToken))
      return { type: 'NotAuthorizedException', message: 'Access Token has been revoked' };
    if (action === 'RevokeToken') {
      const session = sessionOfRefreshToken(input['Token']);
      if (session) await revokeSession(session.sessionId);
    }
    if (action === 'GlobalSignOut' && accessToken) {
      await revokeSessions(accessToken.poolId, accessToken.username);
      return { status: 200, text: '{}', headers: { 'content-type': 'application/x-amz-json-1.1' } };
    }

    const authParameters = (input['AuthParameters'] ?? {}) as Record<string, string>;
    const refreshToken = REFRESH_FLOWS.has(String(input['AuthFlow']))
      ? claimsOf(authParameters['REFRESH_TOKEN'])
      : null;
    if (refreshToken && isRevoked(refreshToken))
      return { type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' };

    const oneTimeCode = usedCodeKeyOf(action, input);
    if (oneTimeCode && (usedCodes.get(oneTimeCode) ?? 0) > Date.now()) return WRONG_ONE_TIME_CODE;

    const unanswerable = newPassword.checkAnswer(action, input);
    if (unanswerable) return unanswerable;

    const answer = await callUpstream(request, { action, body: Buffer.from(JSON.stringify(input)) });
    if (answer.status >= 400)
      return (
        (needsCognitoCorrection(`${TARGET_PREFIX}${action}`) && cognitoRefusalFor(answer.status, answer.text)) || answer
      );
    if (action === 'AdminDeleteUser')
      await links.forgetUser(String(input['UserPoolId'] ?? ''), String(input['Username'] ?? ''));
    if (!SIGN_IN_ACTIONS.has(action)) return answer;
    // Signed in (or challenged) by cognito-local: Cognito would have refused a disabled user.
    const username =
      refreshToken?.username ??
      authParameters['USERNAME'] ??
      (input['ChallengeResponses'] as Record<string, string> | undefined)?.['USERNAME'];
    const poolId =
      refreshToken?.poolId ??
      (typeof input['UserPoolId'] === 'string'
        ? input['UserPoolId']
        : await poolIdOfClient(String(input['ClientId'] ?? '')));
    const user = username && poolId ? await userOf(poolId, username) : null;
    if (user?.Enabled === false) return { type: 'NotAuthorizedException', message: 'User is disabled.' };
    const wrongTemporaryPassword = await newPassword.checkChallenge(action, input, poolId ?? null, answer.text);
    if (wrongTemporaryPassword) return wrongTemporaryPassword;
    if (oneTimeCode) rememberUsedCode(oneTimeCode);
    if (!refreshToken && !REFRESH_FLOWS.has(String(input['AuthFlow']))) await afterSignIn(answer.text);
    return inSession(answer, refreshToken ? (authParameters['REFRESH_TOKEN'] ?? null) : null);
  }

  /** Tokens as Cognito issues them: with their sign-in session (origin_jti) and its auth_time (cognito-tokens.ts). */
  function inSession(
    answer: { status: number; text: string; headers: http.IncomingHttpHeaders },
    presentedRefreshToken: string | null,
  ) {
    const text = authenticationResultInSession(answer.text, presentedRefreshToken);
    if (text === answer.text) return answer;
    const { 'content-length': _length, ...headers } = answer.headers;
    return { ...answer, text, headers: { ...headers, 'content-length': String(Buffer.byteLength(text)) } };
  }

  function rememberUsedCode(key: string) {
    const now = Date.now();
    for (const [used, until] of usedCodes) if (until <= now) usedCodes.delete(used);
    usedCodes.set(key, now + ONE_TIME_CODE_REUSE_WINDOW_MS);
  }

  /** The post-authentication trigger's moment: tokens issued by a sign-in (a challenge issues none). */
  async function afterSignIn(text: string) {
    if (!options.onSignedIn) return;
    const { AuthenticationResult } = JSON.parse(text) as { AuthenticationResult?: { IdToken?: string } };
    const userId = subjectOf(AuthenticationResult?.IdToken);
    if (userId) await options.onSignedIn(userId);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = request.headers['x-amz-target'];
    if (request.method !== 'POST' || typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) {
      send(response, await callUpstream(request, null));
      return;
    }
    const action = target.slice(TARGET_PREFIX.length);
    const throttled = quotas.refusal(action);
    if (throttled) {
      request.resume();
      send(response, throttled);
      return;
    }
    const input = await aliases.resolve(
      action,
      JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>,
    );
    if (action !== 'GetTokensFromRefreshToken') {
      send(response, await perform(request, action, input));
      return;
    }
    // Amplify 6 refreshes with GetTokensFromRefreshToken, which cognito-local lacks; InitiateAuth's
    // refresh flow does the same and answers with the same AuthenticationResult.
    const refreshed = await perform(request, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: input['ClientId'],
      AuthParameters: { REFRESH_TOKEN: input['RefreshToken'] },
    });
    if ('type' in refreshed || refreshed.status >= 400) return send(response, refreshed);
    const { AuthenticationResult } = JSON.parse(refreshed.text) as { AuthenticationResult?: Record<string, unknown> };
    answer(response, 200, JSON.stringify({ AuthenticationResult }));
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // cognito-local is down or restarting: the caller sees a dropped connection, as in an outage.
      if (error instanceof Error && 'code' in error) return response.destroy();
      if (!response.headersSent)
        cognitoError(response, 'InternalErrorException', 'The local user pool failed on this request.');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    links,
    async close() {
      admin.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function issuedTokens(text: string): boolean {
  try {
    return Boolean((JSON.parse(text) as { AuthenticationResult?: { IdToken?: string } }).AuthenticationResult?.IdToken);
  } catch {
    return false;
  }
}

function readRevocations(file: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}
