import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { RegistrationRequest } from '../../../shared/schemas/auth';

export function portal() {
  return inject('portal');
}

/** One call of the Cognito user-pool API as the browser makes it, through the gateway's /cognito proxy. */
export async function cognitoCall(
  action: string,
  input: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${portal().url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface SignInTokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** Signs in with a password, as the SPA does, and returns the three tokens. */
export async function signInTokens(username: string, password: string): Promise<SignInTokens> {
  const answer = await cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: portal().userPoolClientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  const tokens = answer.body['AuthenticationResult'] as SignInTokens | undefined;
  if (!tokens?.IdToken)
    throw new Error(`Sign-in of ${username} failed: ${answer.status} ${String(answer.body['message'] ?? '')}`);
  return tokens;
}

/** Signs in against the local user pool through the gateway's /cognito proxy and returns the ID token. */
export async function signIn(username: string, password: string): Promise<string> {
  return (await signInTokens(username, password)).IdToken;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@integration.example`;
}

export const VALID_PASSWORD = 'Correct-horse-42!';

/** A valid registration form with a fresh email address; overrides make it invalid on purpose. */
export function registration(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    accountType: 'home',
    title: 'Ms.',
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryId: 'AU',
    email: uniqueEmail(),
    password: VALID_PASSWORD,
    passwordConfirmation: VALID_PASSWORD,
    ...overrides,
  };
}
