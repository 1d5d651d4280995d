import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage as amplifySessionStorage } from 'aws-amplify/utils';
import type { WebConfig } from '../../../shared/schemas/web-config';

/**
 * Amplify Auth against the configured user pool, loaded only by lib/auth.ts once a session exists
 * or a sign-in starts. Locally the pool endpoint is a same-origin path (the local stack proxies
 * `/cognito` to cognito-local); Amplify needs an absolute URL.
 */
export function configureAmplify(config: WebConfig, storage: 'local' | 'session'): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint
          ? { userPoolEndpoint: new URL(config.userPoolEndpoint, window.location.origin).toString() }
          : {}),
        loginWith: { username: true },
      },
    },
  });
  // After configure, which resets the token storage to localStorage.
  chooseTokenStorage(storage);
}

export function chooseTokenStorage(storage: 'local' | 'session'): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage === 'local' ? defaultStorage : amplifySessionStorage);
}

/** The ID token for the API, refreshed by Amplify when needed; null when signed out. */
export async function idToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** The access token, for the API routes that pass it to the user pool (password, two-factor). */
export async function accessToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
}

export async function signOutOfPool(): Promise<void> {
  try {
    await signOut();
  } catch {
    // Revoking the token may fail offline; Amplify still clears the stored tokens.
  }
}

/** Username and password sign-in; the local Cognito stand-in has no SRP, so USER_PASSWORD_AUTH everywhere. */
export async function signInToPool(username: string, password: string) {
  return signIn({ username: username.trim().toLowerCase(), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
}

/**
 * Login-card sign-in: Cognito CUSTOM_AUTH (the user pool's define/create/verify triggers), its one
 * challenge answered with the card's token. Anything but that challenge is answered by no one.
 */
export async function signInWithCardToPool(username: string, token: string): Promise<boolean> {
  const started = await signIn({
    username: username.trim().toLowerCase(),
    options: { authFlowType: 'CUSTOM_WITHOUT_SRP' },
  });
  const answered =
    started.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'
      ? await confirmSignIn({ challengeResponse: token })
      : started;
  // A wrong card leaves Cognito asking again: that sign-in is abandoned.
  if (!answered.isSignedIn) await signOutOfPool();
  return answered.isSignedIn;
}

/** Answers the sign-in's waiting step: the one-time code (SOFTWARE_TOKEN_MFA) or the new password (NEW_PASSWORD_REQUIRED). */
export async function confirmSignInCode(code: string) {
  return confirmSignIn({ challengeResponse: code });
}
