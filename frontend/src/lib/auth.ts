import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage as amplifySessionStorage } from 'aws-amplify/utils';

/**
 * Credentials live in Cognito and Amplify keeps the tokens. 'Stay logged in' decides where:
 * localStorage survives closing the browser, sessionStorage does not. The choice itself is kept
 * in localStorage so that a reload looks for the tokens in the right place.
 */
const STORAGE_CHOICE_KEY = 'app-library.auth-storage';

export const SIGN_IN_MESSAGES = {
  incorrect: 'Incorrect username or password',
  failed: 'Unable to login',
} as const;

/** Cognito's answers to a wrong password or an unknown user (the latter only without preventUserExistenceErrors). */
const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException']);

export class SignInError extends Error {
  override name = 'SignInError';
}

function storedChoice(): 'local' | 'session' {
  try {
    return window.localStorage.getItem(STORAGE_CHOICE_KEY) === 'session' ? 'session' : 'local';
  } catch {
    return 'session';
  }
}

function applyChoice(choice: 'local' | 'session'): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(choice === 'local' ? defaultStorage : amplifySessionStorage);
}

/** At start-up, before anything reads tokens: look where the last sign-in put them. */
export function restoreTokenStorage(): void {
  applyChoice(storedChoice());
}

function rememberChoice(remember: boolean): void {
  const choice = remember ? 'local' : 'session';
  try {
    window.localStorage.setItem(STORAGE_CHOICE_KEY, choice);
  } catch {
    // Storage may be unavailable (private mode); the tokens then live only as long as the page.
  }
  applyChoice(choice);
}

/** The ID token for the API, refreshed by Amplify when needed; null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** Signs out of this browser; never throws, the local tokens are gone either way. */
export async function signOutLocally(): Promise<void> {
  try {
    await signOut();
  } catch {
    // Revoking the token may fail offline; Amplify still clears the stored tokens.
  }
}

export interface PasswordSignIn {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * Username and password sign-in. The local Cognito stand-in has no SRP, so USER_PASSWORD_AUTH is
 * used everywhere. Whoever is signed in is signed out first.
 */
export async function signInWithPassword({ username, password, remember }: PasswordSignIn): Promise<void> {
  if (await currentIdToken()) await signOutLocally();
  rememberChoice(remember);
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signIn({
      username: username.trim().toLowerCase(),
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  } catch (error) {
    if (error instanceof Error && WRONG_CREDENTIALS.has(error.name)) throw new SignInError(SIGN_IN_MESSAGES.incorrect);
    throw new SignInError(SIGN_IN_MESSAGES.failed);
  }
  if (!result.isSignedIn) {
    // Further steps (two-factor, new password) belong to later work.
    await signOutLocally();
    throw new SignInError(SIGN_IN_MESSAGES.failed);
  }
}
