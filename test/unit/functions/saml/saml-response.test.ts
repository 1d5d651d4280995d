import { validate as validateSamlSchema } from '@authenio/samlify-node-xmllint';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_SAML_PROVIDER } from '../../../../shared/schemas/saml';
import { paths } from '../../../../frontend/src/config/paths';
import { MOCK_SAML_PAGE_PATH } from '../../../../functions/domain/saml/saml-claims';
import { MOCK_RESPONSE_LIFETIME_MS, signMockSamlResponse } from '../../../../functions/domain/saml/mock-idp';
import { samlIdpMetadataXml } from '../../../../functions/domain/app-launch/idp-metadata';
import {
  SAML_RESPONSE_MESSAGES,
  verifySamlResponse,
  type SamlVerification,
} from '../../../../lib-infra/local/federation/verify-response';
import {
  DEMO_CERTIFICATE,
  OTHER_PRIVATE_KEY,
  TEST_ACS_URL,
  TEST_AUDIENCE,
  mockProvider,
  person,
  signing,
} from '../../../support/saml/mock-provider-fixture';

const MINUTE = 60_000;

/** The verifier's ports in memory: the mock provider known by its entity id, used assertion ids in a set. */
function verification(overrides: Partial<SamlVerification> = {}): SamlVerification & { used: Set<string> } {
  const used = new Set<string>();
  return {
    used,
    findProviderByIssuer: async (issuer) => (issuer === mockProvider.entityId ? mockProvider : null),
    rememberAssertion: async ({ assertionId }) => {
      if (used.has(assertionId)) return false;
      used.add(assertionId);
      return true;
    },
    audience: TEST_AUDIENCE,
    assertionConsumerUrl: TEST_ACS_URL,
    now: () => new Date(),
    ...overrides,
  };
}

const xmlOf = (samlResponse: string) => Buffer.from(samlResponse, 'base64').toString('utf8');
const base64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

describe('the mock school provider signs a SAML response', () => {
  it('with a unique ID, a few minutes of validity, the audience, recipient and attributes, and an RSA-SHA256 assertion signature', async () => {
    // Act
    const now = new Date();
    const [first, second] = await Promise.all([
      signMockSamlResponse(person, signing(), now),
      signMockSamlResponse(person, signing(), now),
    ]);
    const xml = xmlOf(first.samlResponse);

    // Assess
    expect(first.responseId).not.toBe(second.responseId);
    expect(first.assertionId).not.toBe(second.assertionId);
    expect(first.expiresAt.getTime() - now.getTime()).toBe(MOCK_RESPONSE_LIFETIME_MS);
    expect(xml).toContain(`NotOnOrAfter="${first.expiresAt.toISOString()}"`);
    expect(xml).toContain(`<saml:Audience>${TEST_AUDIENCE}</saml:Audience>`);
    expect(xml).toContain(`Recipient="${TEST_ACS_URL}"`);
    expect(xml).toContain('SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"');
    expect(xml).toContain("O'Brien &amp; Co");
    expect(xml).not.toContain('InResponseTo');
  });

  // The first validation loads and compiles xmllint (4 MB of JavaScript): seconds on a busy machine.
  it('that is valid against the SAML 2.0 schema (samlify-node-xmllint)', { timeout: 30_000 }, async () => {
    const { samlResponse } = await signMockSamlResponse(person, signing(), new Date());

    await expect(validateSamlSchema(xmlOf(samlResponse))).resolves.toBeTruthy();
  });

  it('whose metadata names its entity id, certificate and sign-on URL', () => {
    const metadata = samlIdpMetadataXml({
      entityId: mockProvider.entityId,
      ssoUrl: 'https://portal.example/admin/saml?a=1&b=2',
      certificatePem: DEMO_CERTIFICATE,
    });

    expect(metadata).toContain(`entityID="${mockProvider.entityId}"`);
    expect(metadata).toContain(DEMO_CERTIFICATE.split('\n')[1]);
    expect(metadata).toContain('Location="https://portal.example/admin/saml?a=1&amp;b=2"');
  });
});

describe('the SAML response verifier', () => {
  it("accepts a response signed with the provider's certificate and returns who signed in", async () => {
    const { samlResponse } = await signMockSamlResponse(person, signing(), new Date());

    const identity = await verifySamlResponse(samlResponse, verification());

    expect(identity).toEqual({
      providerId: mockProvider.id,
      nameId: person.nameId,
      email: 'sky.obrien@mockschool.example',
      firstName: 'Sky',
      lastName: "O'Brien & Co",
      role: 'student',
      schoolKey: 'demo-secondary',
    });
  });

  it('refuses the same response posted a second time', async () => {
    const { samlResponse } = await signMockSamlResponse(person, signing(), new Date());
    const deps = verification();
    await verifySamlResponse(samlResponse, deps);

    await expect(verifySamlResponse(samlResponse, deps)).rejects.toThrow(SAML_RESPONSE_MESSAGES.replayed);
  });

  it('refuses a response signed with another key', async () => {
    const { samlResponse } = await signMockSamlResponse(
      person,
      signing({ privateKeyPem: OTHER_PRIVATE_KEY }),
      new Date(),
    );

    await expect(verifySamlResponse(samlResponse, verification())).rejects.toThrow(
      SAML_RESPONSE_MESSAGES.wrongSignature,
    );
  });

  it('refuses an unsigned response', async () => {
    const { samlResponse } = await signMockSamlResponse(person, signing(), new Date());
    const unsigned = xmlOf(samlResponse).replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');

    await expect(verifySamlResponse(base64(unsigned), verification())).rejects.toThrow(SAML_RESPONSE_MESSAGES.unsigned);
  });

  it('refuses a signed response whose assertion was changed afterwards', async () => {
    const { samlResponse } = await signMockSamlResponse(person, signing(), new Date());
    const tampered = xmlOf(samlResponse).replace('student</saml:AttributeValue>', 'teacher</saml:AttributeValue>');

    await expect(verifySamlResponse(base64(tampered), verification())).rejects.toThrow(
      SAML_RESPONSE_MESSAGES.wrongSignature,
    );
  });

  it('refuses an expired response', async () => {
    const { samlResponse } = await signMockSamlResponse(person, signing(), new Date(Date.now() - 10 * MINUTE));

    await expect(verifySamlResponse(samlResponse, verification())).rejects.toThrow(SAML_RESPONSE_MESSAGES.expired);
  });

  it('refuses a response that is not valid yet', async () => {
    const { samlResponse } = await signMockSamlResponse(person, signing(), new Date(Date.now() + 10 * MINUTE));

    await expect(verifySamlResponse(samlResponse, verification())).rejects.toThrow(SAML_RESPONSE_MESSAGES.notYetValid);
  });

  it('refuses a response for another service provider', async () => {
    const { samlResponse } = await signMockSamlResponse(
      person,
      signing({ audience: 'urn:amazon:cognito:sp:someone_else' }),
      new Date(),
    );

    await expect(verifySamlResponse(samlResponse, verification())).rejects.toThrow(
      SAML_RESPONSE_MESSAGES.wrongAudience,
    );
  });

  it('refuses a response from an unknown identity provider', async () => {
    const { samlResponse } = await signMockSamlResponse(person, signing({ issuer: 'urn:unknown:idp' }), new Date());

    await expect(verifySamlResponse(samlResponse, verification())).rejects.toThrow(UNKNOWN_SAML_PROVIDER);
  });

  it('refuses what is not a SAML response', async () => {
    await expect(verifySamlResponse(base64('<html>hello</html>'), verification())).rejects.toThrow(
      SAML_RESPONSE_MESSAGES.unreadable,
    );
    await expect(verifySamlResponse('not base64 at all', verification())).rejects.toThrow(
      SAML_RESPONSE_MESSAGES.unreadable,
    );
  });
});

describe("the mock provider's page", () => {
  it("is the admin console's SAML tab", () => {
    expect(MOCK_SAML_PAGE_PATH).toBe(paths.admin.saml.getHref());
  });
});
