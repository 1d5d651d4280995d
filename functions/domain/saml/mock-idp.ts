import { randomUUID } from 'node:crypto';
import samlify from 'samlify';
import type { SchoolSignOnRole } from '../../../shared/schemas/saml';
import { MOCK_SCHOOL_FIELD, SAML_CLAIMS } from './saml-claims';

/** How long a mock response is accepted: a few minutes, as school systems issue them. */
export const MOCK_RESPONSE_LIFETIME_MS = 5 * 60 * 1000;

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const UNSPECIFIED_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/** The person the mock school system asserts. */
export interface MockSamlPerson {
  nameId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: SchoolSignOnRole;
  schoolId: string | null;
}

/** The mock identity provider (its key and certificate) and the service provider it answers. */
export interface MockSamlSigning {
  issuer: string;
  /** The mock provider's own sign-in page (its single sign-on and logout endpoints in its metadata). */
  ssoUrl: string;
  privateKeyPem: string;
  certificatePem: string;
  /** The service provider's entity id: the Audience. */
  audience: string;
  assertionConsumerUrl: string;
}

export interface SignedSamlResponse {
  /** Base64 of the Response, its Assertion signed with RSA-SHA256. */
  samlResponse: string;
  responseId: string;
  assertionId: string;
  expiresAt: Date;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function attributeStatement(attributes: Record<string, string | null>): string {
  const present = Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== null);
  const items = present.map(
    ([name, value]) =>
      `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri">` +
      `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
  );
  return `<saml:AttributeStatement>${items.join('')}</saml:AttributeStatement>`;
}

/**
 * An IdP-initiated SAML response of the mock school system, as a school system would post it to
 * the service provider's assertion consumer: a unique ID, valid from `now` for a few minutes, for
 * the given audience and recipient, with the email, names, role and school as attributes, and the
 * assertion signed (RSA-SHA256) by samlify with the provider's key.
 */
export async function signMockSamlResponse(person: MockSamlPerson, signing: MockSamlSigning, now: Date): Promise<SignedSamlResponse> {
  const idp = samlify.IdentityProvider({
    entityID: signing.issuer,
    privateKey: signing.privateKeyPem,
    signingCert: signing.certificatePem,
    isAssertionEncrypted: false,
    requestSignatureAlgorithm: RSA_SHA256,
    nameIDFormat: [UNSPECIFIED_NAME_ID],
    singleSignOnService: [{ Binding: POST_BINDING, Location: signing.ssoUrl }],
    singleLogoutService: [{ Binding: POST_BINDING, Location: signing.ssoUrl }],
  });
  const sp = samlify.ServiceProvider({
    entityID: signing.audience,
    wantAssertionsSigned: true,
    assertionConsumerService: [{ Binding: POST_BINDING, Location: signing.assertionConsumerUrl }],
  });
  const responseId = `_${randomUUID()}`;
  const assertionId = `_${randomUUID()}`;
  const expiresAt = new Date(now.getTime() + MOCK_RESPONSE_LIFETIME_MS);
  const fill = (template: string) => ({
    id: responseId,
    context: samlify.SamlLib.replaceTagsByValue(template, {
      ID: responseId,
      AssertionID: assertionId,
      Destination: signing.assertionConsumerUrl,
      Audience: signing.audience,
      SubjectRecipient: signing.assertionConsumerUrl,
      Issuer: signing.issuer,
      IssueInstant: now.toISOString(),
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: expiresAt.toISOString(),
      SubjectConfirmationDataNotOnOrAfter: expiresAt.toISOString(),
      NameIDFormat: UNSPECIFIED_NAME_ID,
      NameID: person.nameId,
      // IdP-initiated: the response answers no request.
      InResponseTo: undefined,
      // Filled below: replaceTagsByValue escapes what it puts in, and these are XML.
      AuthnStatement: '{AuthnStatement}',
      AttributeStatement: '{AttributeStatement}',
    })
      .replace(
        '{AuthnStatement}',
        `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      )
      .replace(
      '{AttributeStatement}',
      attributeStatement({
        [SAML_CLAIMS.email]: person.email,
        [SAML_CLAIMS.givenName]: person.firstName,
        [SAML_CLAIMS.familyName]: person.lastName,
        [SAML_CLAIMS.role]: person.role,
        [MOCK_SCHOOL_FIELD]: person.schoolId,
      }),
    ),
  });
  const { context } = await idp.createLoginResponse(sp, { extract: {} }, 'post', {}, { customTagReplacement: fill });
  return { samlResponse: context, responseId, assertionId, expiresAt };
}
