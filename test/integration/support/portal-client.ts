import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export function portal() {
  return inject('portal');
}

/** Calls the API through the local gateway exactly as the SPA does. */
export async function callApi<T = Record<string, unknown>>(
  method: string,
  apiPath: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  const response = await fetch(`${portal().url}${apiPath}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
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

export function registration(overrides: Record<string, unknown> = {}) {
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

export interface ErrorList {
  errors: { status: string; detail: string; source?: { pointer: string } }[];
}

export function detailAt(answer: ApiAnswer<ErrorList>, field: string): string[] {
  return answer.body.errors.filter((error) => error.source?.pointer === `/data/attributes/${field}`).map((error) => error.detail);
}
