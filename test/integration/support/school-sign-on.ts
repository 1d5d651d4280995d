import { randomUUID } from 'node:crypto';
import { samlEndpoints } from '../../../shared/api/endpoints/saml';
import { FEDERATED_SIGN_IN_CALLBACK_PATH } from '../../../shared/rules/federated-sign-in';
import type { MockSamlLogin } from '../../../shared/schemas/saml';
import { DEMO_OTHER_SCHOOL_ID } from '../../../bin/seed/demo-profiles';
import { SAML_ACS_PATH } from '../../../functions/domain/saml/saml-claims';
import { callEndpoint } from './call-endpoint';
import { exchangeCode } from './hosted-sign-in';
import { portal } from './portal-client';
import { tokenClaims } from './token-claims';

/** A person of the mock school system, new unless a nameId is given. */
export function schoolPerson(overrides: Partial<MockSamlLogin> = {}): MockSamlLogin {
  const nameId = overrides.nameId ?? `sso-${randomUUID().slice(0, 8)}`;
  return {
    nameId,
    firstNameValue: 'Sky',
    lastNameValue: 'School',
    emailValue: `${nameId}@mockschool.example`,
    schoolRoleValue: 'student',
    schoolIdValue: DEMO_OTHER_SCHOOL_ID,
    relayState: '',
    ...overrides,
  };
}

/**
 * A whole school sign-on as the browser makes it: the SAML tab's signed response (made as the
 * support demo staff, who holds only the saml role), posted to the assertion consumer, and the
 * code it returns redeemed at the token endpoint. The tokens of whoever it signed in.
 */
export async function schoolSignIn(person: MockSamlLogin): Promise<SchoolSignInTokens> {
  const made = await callEndpoint(samlEndpoints.generateMockSamlUrl, { body: person, as: 'supportStaff' });
  if (made.status !== 200) throw new Error(`the mock school system made no response: ${made.status}`);
  return signInWithResponse(made.data.samlResponse);
}

export interface SchoolSignInTokens {
  idToken: string;
  accessToken: string;
  username: string;
  sub: string;
}

/** Posts a signed SAMLResponse (of any provider) to the assertion consumer and redeems the code it returns. */
export async function signInWithResponse(samlResponse: string): Promise<SchoolSignInTokens> {
  const posted = await fetch(`${portal().url}${SAML_ACS_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });
  const code = new URL(posted.headers.get('location') ?? '', portal().url).searchParams.get('code');
  if (posted.status !== 302 || !code)
    throw new Error(`the assertion consumer refused: ${posted.status} ${await posted.text()}`);
  const tokens = await exchangeCode({
    code,
    client_id: portal().userPoolClientId,
    redirect_uri: `${portal().url}${FEDERATED_SIGN_IN_CALLBACK_PATH}`,
  });
  if (tokens.status !== 200) throw new Error(`the token exchange failed: ${JSON.stringify(tokens.body)}`);
  const idToken = String(tokens.body['id_token']);
  const claims = tokenClaims(idToken);
  return {
    idToken,
    accessToken: String(tokens.body['access_token']),
    username: String(claims['cognito:username']),
    sub: String(claims['sub']),
  };
}
