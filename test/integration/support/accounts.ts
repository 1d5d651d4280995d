import { generate } from 'otplib';
import { authEndpoints } from '../../../shared/api/endpoints/auth';
import { callEndpoint } from './call-endpoint';
import { registration, signInTokens } from './portal-client';

/** A freshly registered account, signed in: its ID token for the API, its access token for the user-pool calls. */
export async function freshAccount(accountType: 'home' | 'parent' | 'teacher' = 'home') {
  const form = registration({ accountType });
  const created = await callEndpoint(authEndpoints.register, { body: form });
  const tokens = await signInTokens(form.email, form.password);
  return { form, user: created.data.user, tokens, as: { token: tokens.IdToken, accessToken: tokens.AccessToken } };
}

/** The current one-time code of a TOTP key, as an authenticator app shows it. */
export function totpCode(secret: string): Promise<string> {
  return generate({ secret });
}
