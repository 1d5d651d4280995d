import { translated } from '../../../shared/i18n/text';
import { ACCOUNT_REVOKED_MESSAGES } from '../../../shared/schemas/account-revoked-messages';
import type { WebConfig } from '../../../shared/schemas/web-config';
import type * as AmplifyAuth from './amplify-auth';
import { samlIdpIdOfClaims } from './school-sign-on';

/**
 * Credentials live in Cognito and Amplify keeps the tokens. 'Stay logged in' decides where:
 * localStorage survives closing the browser, sessionStorage does not. The choice itself is kept
 * in localStorage so that a reload looks for the tokens in the right place.
 *
 * Amplify is a lazy chunk (about a fifth of the first page): a visitor with no stored session never
 * loads it; it loads when a stored session is found or a sign-in starts.
 */
const STORAGE_CHOICE_KEY = 'app-library.auth-storage';
/** Amplify stores `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` beside the tokens of a session (oauth-client.ts writes the same). */
export const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/** Spec §8, a refused one-time code. Here rather than with the account schemas, which the first page must not carry. */
export const TWO_FACTOR_FAILED = 'Two-Factor Authentication failed.';

export const SIGN_IN_MESSAGES = {
  incorrect: 'Incorrect username or password',
  failed: 'Unable to login',
  /** The user pool's lockout after repeated wrong passwords (spec §8: the response text), with what to do. */
  locked: 'Password attempts exceeded. Please wait a few minutes before you try again, or use Forgot Password.',
} as const;

/** Cognito's answers to a wrong password or an unknown user (the latter only without preventUserExistenceErrors). */
const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException']);

// Cognito names a disabled account only to someone who gave its right password (or code).
const isDisabledAccount = (error: Error) =>
  error.name === 'NotAuthorizedException' && error.message === 'User is disabled.';
// Cognito's lockout: after five wrong passwords, every attempt is refused for a while, doubling up to 15 minutes.
const isLockedOut = (error: Error) =>
  error.name === 'NotAuthorizedException' && error.message === 'Password attempts exceeded';

/** What the login form says when the user pool refuses a sign-in. */
export function signInFailureMessage(error: unknown): string {
  if (!(error instanceof Error)) return SIGN_IN_MESSAGES.failed;
  if (isDisabledAccount(error)) return ACCOUNT_REVOKED_MESSAGES.disabled;
  if (isLockedOut(error)) return SIGN_IN_MESSAGES.locked;
  return WRONG_CREDENTIALS.has(error.name) ? SIGN_IN_MESSAGES.incorrect : SIGN_IN_MESSAGES.failed;
}

/**
 * What follows 'Two-Factor Authentication failed.' (spec §8), in the person's words rather than the
 * user pool's ('Invalid code or auth state for the user'): what went wrong and what to do next.
 */
export const TWO_FACTOR_FAILURE_REASONS = {
  wrongCode:
    'The code was not right, or it had already changed. Enter the 6-digit code your authenticator app shows now (it shows a new one every 30 seconds).',
  expired: 'This sign-in took too long. Go back to login, enter your password again, then enter a fresh code.',
} as const;

// A wrong or used code (CodeMismatchException; ExpiredCodeException for a code used twice).
const WRONG_CODE = new Set(['CodeMismatchException', 'ExpiredCodeException', 'EnableSoftwareTokenMFAException']);
// The sign-in's session (three minutes) ended before the code came.
const isExpiredSignIn = (error: Error) => error.name === 'NotAuthorizedException' && /session/i.test(error.message);

/**
 * Spec §8: a refused one-time code says 'Two-Factor Authentication failed.' and why, in words a
 * person can act on, in the page's language (lib/language/english-keyed.ts).
 */
export function twoFactorFailureMessage(error: unknown): string {
  const failed = (reason: string) => `${translated(TWO_FACTOR_FAILED)} ${translated(reason)}`;
  if (!(error instanceof Error)) return failed(SIGN_IN_MESSAGES.failed);
  if (isDisabledAccount(error)) return ACCOUNT_REVOKED_MESSAGES.disabled;
  if (WRONG_CODE.has(error.name)) return failed(TWO_FACTOR_FAILURE_REASONS.wrongCode);
  if (isExpiredSignIn(error)) return failed(TWO_FACTOR_FAILURE_REASONS.expired);
  return failed(SIGN_IN_MESSAGES.failed);
}

export class SignInError extends Error {
  override name = 'SignInError';
}

let webConfig: WebConfig | null = null;
let amplify: Promise<typeof AmplifyAuth> | null = null;

/** At start-up, before anything reads tokens. */
export function configureAuth(config: WebConfig): void {
  webConfig = config;
}

function storedChoice(): 'local' | 'session' {
  try {
    return window.localStorage.getItem(STORAGE_CHOICE_KEY) === 'session' ? 'session' : 'local';
  } catch {
    return 'session';
  }
}

function hasStoredSession(): boolean {
  if (!webConfig) return false;
  try {
    const storage = storedChoice() === 'local' ? window.localStorage : window.sessionStorage;
    return storage.getItem(`${AMPLIFY_KEY_PREFIX}.${webConfig.userPoolClientId}.LastAuthUser`) !== null;
  } catch {
    return false;
  }
}

function loadAmplify() {
  const config = webConfig;
  if (!config) throw new Error('configureAuth must run before sign-in');
  amplify ??= import('./amplify-auth').then((module) => {
    module.configureAmplify(config, storedChoice());
    return module;
  });
  return amplify;
}

/** Amplify when it is needed: loaded already, or a session is stored; null for a visitor. */
function amplifyIfSignedIn() {
  return amplify ?? (hasStoredSession() ? loadAmplify() : null);
}

/** The ID token for the API, refreshed by Amplify when needed; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  const auth = amplifyIfSignedIn();
  return auth ? (await auth).idToken() : null;
}

/** The access token, which the API passes to the user pool for the caller's own account; null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const auth = amplifyIfSignedIn();
  return auth ? (await auth).accessToken() : null;
}

/** Signs out of this browser; never throws, the local tokens are gone either way. */
export async function signOutLocally(): Promise<void> {
  const auth = amplifyIfSignedIn();
  if (auth) await (await auth).signOutOfPool();
}

export interface PasswordSignIn {
  username: string;
  password: string;
  remember: boolean;
}

function rememberChoice(remember: boolean): 'local' | 'session' {
  const choice = remember ? 'local' : 'session';
  try {
    window.localStorage.setItem(STORAGE_CHOICE_KEY, choice);
  } catch {
    // Storage may be unavailable (private mode); the tokens then live only as long as the page.
  }
  return choice;
}

/**
 * The start of every sign-in: whoever is signed in is signed out, and the tokens go where
 * `remember` says; Amplify's sign-in calls (lib/amplify-auth.ts) follow. The login-card page
 * (features/card-sign-in) uses it with signInWithCardToPool.
 */
export async function startSignIn(remember: boolean) {
  if (await currentIdToken()) await signOutLocally();
  const auth = await loadAmplify();
  auth.chooseTokenStorage(rememberChoice(remember));
  return auth;
}

/** How a password sign-in ended: signed in, or the account asks for its one-time code next. */
export type PasswordSignInOutcome = 'signed-in' | 'two-factor' | 'new-password';

/** Username and password sign-in. Whoever is signed in is signed out first. */
export async function signInWithPassword({
  username,
  password,
  remember,
}: PasswordSignIn): Promise<PasswordSignInOutcome> {
  const auth = await startSignIn(remember);
  let result: Awaited<ReturnType<typeof auth.signInToPool>>;
  try {
    result = await auth.signInToPool(username, password);
  } catch (error) {
    throw new SignInError(signInFailureMessage(error));
  }
  if (result.isSignedIn) return 'signed-in';
  // A teacher with two-factor on (web.login.two-factor); any other step (a new password) is not offered.
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'two-factor';
  // A temporary password (a teacher added by their school administrator): a new one is chosen now.
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'new-password';
  await auth.signOutOfPool();
  throw new SignInError(SIGN_IN_MESSAGES.failed);
}

/**
 * The one-time code of the sign-in that signInWithPassword left at 'two-factor'. A refused code
 * leaves that sign-in waiting, so the person can try again.
 */
export function confirmSignInWithCode(code: string): Promise<void> {
  return answerSignInStep(code, twoFactorFailureMessage);
}

/** The new password of the sign-in that signInWithPassword left at 'new-password' (a temporary password was used). */
export function confirmSignInWithNewPassword(password: string): Promise<void> {
  return answerSignInStep(password, signInFailureMessage);
}

async function answerSignInStep(answer: string, failureMessage: (error: unknown) => string): Promise<void> {
  const auth = await loadAmplify();
  let result: Awaited<ReturnType<typeof auth.confirmSignInCode>>;
  try {
    result = await auth.confirmSignInCode(answer);
  } catch (error) {
    throw new SignInError(failureMessage(error));
  }
  if (!result.isSignedIn) {
    await auth.signOutOfPool();
    throw new SignInError(SIGN_IN_MESSAGES.failed);
  }
}

function requiredConfig(): WebConfig {
  if (!webConfig) throw new Error('configureAuth must run before sign-in');
  return webConfig;
}

/**
 * Sign-in through an identity provider of the user pool: Google, Facebook, or a school system
 * (SP-initiated, by its SAML provider name) (our own OAuth client, lib/oauth-client.ts, loaded only now): the
 * state and the PKCE verifier are kept in sessionStorage with the page to return to, and the
 * browser leaves for the hosted endpoints, which send it back to /auth/social/complete.
 */
export async function startFederatedSignIn(provider: string, intended: string | null): Promise<void> {
  const config = requiredConfig();
  const oauth = await import('./oauth-client');
  if (!config.oauthBaseUrl) throw new SignInError(oauth.FEDERATED_SIGN_IN_MESSAGES.notConfigured);
  const codeVerifier = oauth.randomToken(32);
  const pending = { state: oauth.randomToken(16), codeVerifier, provider, intended, startedAt: Date.now() };
  try {
    window.sessionStorage.setItem(oauth.PENDING_SIGN_IN_KEY, JSON.stringify(pending));
  } catch {
    throw new SignInError(SIGN_IN_MESSAGES.failed);
  }
  const redirectUri = oauth.callbackUrl(window.location.origin);
  window.location.assign(
    oauth.authorizeUrl(config.oauthBaseUrl, {
      clientId: config.userPoolClientId,
      redirectUri,
      provider,
      state: pending.state,
      codeChallenge: await oauth.codeChallengeOf(codeVerifier),
    }),
  );
}

/**
 * The callback of a federated sign-in: checks the answer against the pending sign-in, exchanges
 * the code at the token endpoint and hands the tokens to Amplify by writing them where its token
 * store reads them (the session storage, as an unticked 'Stay logged in'), so refresh and sign-out
 * then go through Amplify as after a password sign-in. Throws SignInError with the message to show.
 * `samlIdpId` names the school system when the ID token's `identities` say the sign-in came from one.
 */
export async function completeFederatedSignIn(
  query: URLSearchParams,
): Promise<{ intended: string | null; samlIdpId: string | null }> {
  const config = requiredConfig();
  const oauth = await import('./oauth-client');
  let pending: ReturnType<typeof oauth.parsePendingSignIn> = null;
  try {
    pending = oauth.parsePendingSignIn(window.sessionStorage.getItem(oauth.PENDING_SIGN_IN_KEY));
    window.sessionStorage.removeItem(oauth.PENDING_SIGN_IN_KEY);
  } catch {
    pending = null;
  }
  const outcome = oauth.interpretCallback(query, pending, Date.now());
  if (outcome.kind === 'error') throw new SignInError(outcome.message);
  if (!config.oauthBaseUrl) throw new SignInError(oauth.FEDERATED_SIGN_IN_MESSAGES.notConfigured);
  let tokens: Awaited<ReturnType<typeof oauth.exchangeCode>>;
  try {
    tokens = await oauth.exchangeCode(config.oauthBaseUrl, {
      clientId: config.userPoolClientId,
      redirectUri: oauth.callbackUrl(window.location.origin),
      code: outcome.code,
      codeVerifier: outcome.codeVerifier,
    });
  } catch (error) {
    throw new SignInError(error instanceof Error ? error.message : oauth.FEDERATED_SIGN_IN_MESSAGES.exchangeFailed);
  }
  if (await currentIdToken()) await signOutLocally();
  const choice = rememberChoice(false);
  try {
    const storage = choice === 'local' ? window.localStorage : window.sessionStorage;
    for (const [key, value] of oauth.amplifyTokenEntries(config.userPoolClientId, tokens, Date.now()))
      storage.setItem(key, value);
  } catch {
    throw new SignInError(SIGN_IN_MESSAGES.failed);
  }
  // Amplify reads its store on every call; one loaded already only needs to look in the right storage.
  if (amplify) (await amplify).chooseTokenStorage(choice);
  let samlIdpId: string | null = null;
  try {
    samlIdpId = samlIdpIdOfClaims(oauth.jwtPayload(tokens.idToken));
  } catch {
    samlIdpId = null;
  }
  return { intended: outcome.intended, samlIdpId };
}
