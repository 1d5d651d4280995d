import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { RegistrationRequest } from '../../../shared/schemas/registration';

export function portal() {
  return inject('portal');
}

/** Signs in against cognito-local through the gateway's /cognito proxy and returns the ID token. */
export async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`${portal().url}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: portal().userPoolClientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
  });
  const answer = (await response.json()) as { AuthenticationResult?: { IdToken?: string }; message?: string };
  const token = answer.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`Sign-in of ${username} failed: ${response.status} ${answer.message ?? ''}`);
  return token;
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
