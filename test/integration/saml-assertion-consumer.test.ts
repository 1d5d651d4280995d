import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { samlEndpoints } from '../../shared/api/endpoints/saml';
import { FEDERATED_SIGN_IN_CALLBACK_PATH } from '../../shared/rules/federated-sign-in';
import { NOT_A_SOCIAL_SIGN_IN } from '../../shared/schemas/auth-social';
import { SCHOOL_SIGN_ON_EMAIL_INVALID, UNKNOWN_SAML_PROVIDER } from '../../shared/schemas/saml';
import { DEMO_OTHER_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { localCognitoClient } from '../../lib-infra/local/cognito-store';
import { MOCK_RESPONSE_LIFETIME_MS, signMockSamlResponse } from '../../functions/domain/saml/mock-idp';
import { MOCK_SAML_PROVIDER, SAML_ACS_PATH, cognitoSpEntityId } from '../../functions/domain/saml/saml-claims';
import { SAML_RESPONSE_MESSAGES } from '../../lib-infra/local/federation/verify-response';
import { OTHER_PRIVATE_KEY, person, signing } from '../support/saml/mock-provider-fixture';
import { callEndpoint } from './support/call-endpoint';
import { exchangeCode } from './support/hosted-sign-in';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { tokenClaims } from './support/token-claims';

/** The SAML tab's response for a new person (as the support demo staff, who has only the saml role). */
async function mockResponse(overrides: { relayState?: string; schoolRoleValue?: 'teacher' | 'student' } = {}) {
  const nameId = `acs-${randomUUID().slice(0, 8)}`;
  const answer = await callEndpoint(samlEndpoints.generateMockSamlUrl, {
    body: {
      nameId,
      firstNameValue: 'Ada',
      lastNameValue: 'School',
      emailValue: `${nameId}@MockSchool.example`,
      schoolRoleValue: overrides.schoolRoleValue ?? 'student',
      schoolIdValue: DEMO_OTHER_SCHOOL_ID,
      relayState: overrides.relayState ?? '',
    },
    as: 'supportStaff',
  });
  expect(answer.status).toBe(200);
  return {
    nameId,
    samlResponse: answer.data.samlResponse,
    relayState: answer.data.relayState,
    acsUrl: answer.data.assertionConsumerUrl,
  };
}

/** What the SAML tab's form does in the browser: a form post to the assertion consumer. */
function post(fields: Record<string, string>) {
  return fetch(`${portal().url}${SAML_ACS_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A response signed with the fixture's signing module for the twin's audience and consumer. */
function signed(overrides: Parameters<typeof signing>[0], now = new Date()) {
  return signMockSamlResponse(
    { ...person, nameId: `crafted-${randomUUID().slice(0, 8)}` },
    signing({
      audience: cognitoSpEntityId(portal().userPoolId),
      assertionConsumerUrl: `${portal().url}${SAML_ACS_PATH}`,
      ...overrides,
    }),
    now,
  );
}

async function expectRefusal(answer: Response, message: string) {
  const html = await answer.text();
  expect(answer.status).toBe(400);
  expect(answer.headers.get('content-type')).toContain('text/html');
  expect(answer.headers.get('content-security-policy')).toBeTruthy();
  expect(html).toContain('<h1>School sign-on failed</h1>');
  expect(html).toContain(message.replace(/'/g, '&#39;'));
  expect(html).not.toMatch(/<script/i);
}

beforeAll(() => useLocalTable());

describe("POST /saml2/idpresponse, the twin's assertion consumer", () => {
  it("signs a school system's person in as Cognito would and returns to the callback with a code the token endpoint redeems without PKCE", async () => {
    // Prepare
    const { nameId, samlResponse, relayState, acsUrl } = await mockResponse({ relayState: '/library?serviceId=2' });
    expect(acsUrl).toBe(`${portal().url}${SAML_ACS_PATH}`);

    // Act
    const answer = await post({ SAMLResponse: samlResponse, RelayState: relayState ?? '' });

    // Assess
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${portal().url}${FEDERATED_SIGN_IN_CALLBACK_PATH}`);
    expect(location.searchParams.get('state')).toBe('/library?serviceId=2');
    const code = location.searchParams.get('code') ?? '';
    const redeem = {
      code,
      client_id: portal().userPoolClientId,
      redirect_uri: `${portal().url}${FEDERATED_SIGN_IN_CALLBACK_PATH}`,
    };
    const tokens = await exchangeCode(redeem);
    expect(tokens.status).toBe(200);
    const username = `${MOCK_SAML_PROVIDER.cognitoName}_${nameId}`;
    const idToken = String(tokens.body['id_token']);
    expect(tokenClaims(idToken)).toMatchObject({
      'cognito:username': username,
      email: `${nameId}@mockschool.example`,
      token_use: 'id',
    });
    // The code worked once.
    expect((await exchangeCode(redeem)).status).toBe(400);
    // The API accepts the tokens: it looks the caller up (a school sign-on, not a Google or Facebook one).
    const social = await callEndpoint(authEndpoints.getSocialUser, { as: { token: idToken } });
    expect(social.status).toBe(404);
    expect(social.errors[0]?.detail).toBe(NOT_A_SOCIAL_SIGN_IN);
    // The pool user is named and described as Cognito names and describes SAML users.
    const admin = localCognitoClient(portal().cognitoEndpoint);
    const user = await admin.send(new AdminGetUserCommand({ UserPoolId: portal().userPoolId, Username: username }));
    const attribute = (name: string) => user.UserAttributes?.find((item) => item.Name === name)?.Value;
    expect([attribute('given_name'), attribute('family_name'), attribute('email')]).toEqual([
      'Ada',
      'School',
      `${nameId}@mockschool.example`,
    ]);
    expect(JSON.parse(attribute('identities') ?? '[]')).toMatchObject([
      { userId: nameId, providerName: 'MockSchool', providerType: 'SAML', issuer: MOCK_SAML_PROVIDER.entityId },
    ]);
    admin.destroy();
  });

  it('returns without a state when the response carries no RelayState', async () => {
    const { samlResponse } = await mockResponse();
    const answer = await post({ SAMLResponse: samlResponse });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.searchParams.get('code')).toBeTruthy();
    expect(location.searchParams.has('state')).toBe(false);
  });

  it('refuses a response posted a second time', async () => {
    const { samlResponse } = await mockResponse();
    expect((await post({ SAMLResponse: samlResponse })).status).toBe(302);

    await expectRefusal(await post({ SAMLResponse: samlResponse }), SAML_RESPONSE_MESSAGES.replayed);
  });

  it('refuses a response signed with a key the provider never had', async () => {
    const response = await signed({ privateKeyPem: OTHER_PRIVATE_KEY });
    await expectRefusal(await post({ SAMLResponse: response.samlResponse }), SAML_RESPONSE_MESSAGES.wrongSignature);
  });

  it('refuses an expired response', async () => {
    const response = await signed({}, new Date(Date.now() - MOCK_RESPONSE_LIFETIME_MS - 60_000));
    await expectRefusal(await post({ SAMLResponse: response.samlResponse }), SAML_RESPONSE_MESSAGES.expired);
  });

  it('refuses a response of an unknown identity provider', async () => {
    const response = await signed({ issuer: 'urn:nobody:idp' });
    await expectRefusal(await post({ SAMLResponse: response.samlResponse }), UNKNOWN_SAML_PROVIDER);
  });

  it('refuses a post without a SAMLResponse, and what is not a SAML response, with a page and never a 500', async () => {
    await expectRefusal(await post({ RelayState: '/library' }), 'No SAMLResponse was posted.');
    await expectRefusal(
      await post({ SAMLResponse: Buffer.from('<html>hello</html>').toString('base64') }),
      SAML_RESPONSE_MESSAGES.unreadable,
    );
  });

  it('answers a GET with 405: identity providers post their responses', async () => {
    const answer = await fetch(`${portal().url}${SAML_ACS_PATH}`, { redirect: 'manual' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});

describe('the school sign-on providers, before sign-in', () => {
  it('identifies the mock school provider from its email domain, in any case, without its certificate', async () => {
    const answer = await callEndpoint(samlEndpoints.findSamlIdpByDomain, {
      params: { domain: 'MockSchool.example' },
      as: null,
    });

    expect(answer.status).toBe(200);
    expect(answer.data.samlIdp).toEqual({
      id: MOCK_SAML_PROVIDER.id,
      name: MOCK_SAML_PROVIDER.name,
      type: 'school',
      totalSchools: 1,
      schoolField: 'schoolId',
      hideSchoolKey: false,
      restrictAccounts: false,
    });
    expect(JSON.stringify(answer.raw)).not.toContain('CERTIFICATE');
  });

  it("answers 404 'Unknown SAML Identity Provider' for a domain or id no provider has", async () => {
    const [byDomain, byId] = await Promise.all([
      callEndpoint(samlEndpoints.findSamlIdpByDomain, { params: { domain: 'nowhere.example' }, as: null }),
      callEndpoint(samlEndpoints.getSamlIdp, { params: { samlIdpId: 'no-such-school' }, as: null }),
    ]);

    expect([byDomain.status, byId.status]).toEqual([404, 404]);
    expect([byDomain.errors[0]?.detail, byId.errors[0]?.detail]).toEqual([
      UNKNOWN_SAML_PROVIDER,
      UNKNOWN_SAML_PROVIDER,
    ]);
  });

  it('refuses a domain without a dot with 422', async () => {
    const answer = await callEndpoint(samlEndpoints.findSamlIdpByDomain, { params: { domain: 'localhost' }, as: null });

    expect(answer.status).toBe(422);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_SIGN_ON_EMAIL_INVALID);
  });

  it('gives the provider page its provider by id', async () => {
    const answer = await callEndpoint(samlEndpoints.getSamlIdp, {
      params: { samlIdpId: MOCK_SAML_PROVIDER.id },
      as: null,
    });

    expect(answer.status).toBe(200);
    expect(answer.data.samlIdp.name).toBe(MOCK_SAML_PROVIDER.name);
  });
});
