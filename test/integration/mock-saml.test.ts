import { beforeAll, describe, expect, it } from 'vitest';
import { samlEndpoints } from '../../shared/api/endpoints/saml';
import { NAME_ID_REQUIRED, SCHOOL_ROLE_REQUIRED, UNKNOWN_SAML_PROVIDER } from '../../shared/schemas/saml';
import { DEMO_OTHER_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { findSamlIdpByEmail, findSamlIdpByIssuer } from '../../functions/data/saml-idps';
import { rememberSamlAssertion } from '../../functions/data/saml-response-uses';
import { signMockSamlResponse } from '../../functions/domain/saml/mock-idp';
import { MOCK_SAML_PROVIDER, SAML_ACS_PATH, cognitoSpEntityId } from '../../functions/domain/saml/saml-claims';
import {
  SAML_RESPONSE_MESSAGES,
  verifySamlResponse,
  type SamlVerification,
} from '../../lib-infra/local/federation/verify-response';
import { OTHER_PRIVATE_KEY, person, signing } from '../support/saml/mock-provider-fixture';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';

const { generateMockSamlUrl } = samlEndpoints;

const LOGIN = {
  nameId: 'mock-teacher-01',
  firstNameValue: 'Terry',
  lastNameValue: 'Mock',
  emailValue: 'Terry.Mock@mockschool.example',
  schoolRoleValue: 'teacher',
  schoolIdValue: DEMO_OTHER_SCHOOL_ID,
  relayState: '/library',
} as const;

/** The twin's assertion consumer will verify with these: the seeded providers and the table's memory of used assertions. */
function twinVerification(): SamlVerification {
  return {
    findProviderByIssuer: findSamlIdpByIssuer,
    rememberAssertion: rememberSamlAssertion,
    audience: cognitoSpEntityId(portal().userPoolId),
    assertionConsumerUrl: `${portal().url}${SAML_ACS_PATH}`,
    now: () => new Date(),
  };
}

beforeAll(() => useLocalTable());

describe('the mock school provider as data', () => {
  it("is found by its people's email domain and by its entity id, with Demo Secondary School linked", async () => {
    // Act
    const [byEmail, byIssuer, unknown] = await Promise.all([
      findSamlIdpByEmail('someone@MockSchool.Example'),
      findSamlIdpByIssuer(MOCK_SAML_PROVIDER.entityId),
      findSamlIdpByEmail('someone@nowhere.example'),
    ]);

    // Assess
    expect(byEmail).toMatchObject({
      id: MOCK_SAML_PROVIDER.id,
      name: MOCK_SAML_PROVIDER.name,
      emailDomains: ['mockschool.example'],
      schoolIds: [DEMO_OTHER_SCHOOL_ID],
    });
    expect(byIssuer?.id).toBe(MOCK_SAML_PROVIDER.id);
    expect(unknown).toBeNull();
  });
});

describe('POST /api/generate-mock-saml-url', () => {
  it("gives the support staff a response signed by the mock provider for the twin's assertion consumer, which verifies once", async () => {
    // Act
    const answer = await callEndpoint(generateMockSamlUrl, { body: LOGIN, as: 'supportStaff' });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.assertionConsumerUrl).toBe(`${portal().url}/saml2/idpresponse`);
    expect(answer.data.relayState).toBe('/library');
    const expiresIn = Date.parse(answer.data.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
    const identity = await verifySamlResponse(answer.data.samlResponse, twinVerification());
    expect(identity).toEqual({
      providerId: MOCK_SAML_PROVIDER.id,
      nameId: 'mock-teacher-01',
      email: 'terry.mock@mockschool.example',
      firstName: 'Terry',
      lastName: 'Mock',
      role: 'teacher',
      schoolKey: DEMO_OTHER_SCHOOL_ID,
    });
    await expect(verifySamlResponse(answer.data.samlResponse, twinVerification())).rejects.toThrow(
      SAML_RESPONSE_MESSAGES.replayed,
    );
  });

  it('makes a new response, with a new ID, on every call; school id and relay state may be left empty', async () => {
    const body = { ...LOGIN, schoolRoleValue: 'student', schoolIdValue: '', relayState: '  ' } as const;

    const [first, second] = await Promise.all([
      callEndpoint(generateMockSamlUrl, { body, as: 'staff' }),
      callEndpoint(generateMockSamlUrl, { body, as: 'staff' }),
    ]);

    expect(first.status).toBe(200);
    expect(first.data.relayState).toBeNull();
    expect(first.data.samlResponse).not.toBe(second.data.samlResponse);
    const identity = await verifySamlResponse(second.data.samlResponse, twinVerification());
    expect(identity).toMatchObject({ role: 'student', schoolKey: null });
  });

  it('answers 422 with a message for each missing or wrong field', async () => {
    const answer = await callEndpoint(generateMockSamlUrl, {
      rawBody: JSON.stringify({
        nameId: ' ',
        firstNameValue: '',
        lastNameValue: '',
        emailValue: 'not-an-email',
        schoolRoleValue: 'principal',
      }),
      as: 'supportStaff',
    });

    expect(answer.status).toBe(422);
    expect(answer.errors.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/attributes/nameId', NAME_ID_REQUIRED],
      ['/data/attributes/firstNameValue', 'Please enter your first name.'],
      ['/data/attributes/lastNameValue', 'Please enter your last name.'],
      ['/data/attributes/emailValue', 'Please enter a valid email address.'],
      ['/data/attributes/schoolRoleValue', SCHOOL_ROLE_REQUIRED],
    ]);
  });

  it.each([
    ['a visitor', null, 401],
    ['a teacher', 'teacher', 403],
    ['a student', 'student', 403],
    ['staff without the saml role', 'teleStaff', 403],
  ] as const)('refuses %s', async (_who, as, status) => {
    const answer = await callEndpoint(generateMockSamlUrl, { body: LOGIN, as });

    expect(answer.status).toBe(status);
  });
});

describe('the SAML response verifier over the table', () => {
  it('refuses a response signed with another key, and one from an unknown provider', async () => {
    const audience = cognitoSpEntityId(portal().userPoolId);
    const assertionConsumerUrl = `${portal().url}${SAML_ACS_PATH}`;
    const [wrongKey, unknown] = await Promise.all([
      signMockSamlResponse(
        person,
        signing({ privateKeyPem: OTHER_PRIVATE_KEY, audience, assertionConsumerUrl }),
        new Date(),
      ),
      signMockSamlResponse(person, signing({ issuer: 'urn:nobody:idp', audience, assertionConsumerUrl }), new Date()),
    ]);

    await expect(verifySamlResponse(wrongKey.samlResponse, twinVerification())).rejects.toThrow(
      SAML_RESPONSE_MESSAGES.wrongSignature,
    );
    await expect(verifySamlResponse(unknown.samlResponse, twinVerification())).rejects.toThrow(UNKNOWN_SAML_PROVIDER);
  });
});
