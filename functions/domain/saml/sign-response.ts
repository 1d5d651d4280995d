import { randomUUID } from 'node:crypto';
import samlify from 'samlify';
import { attributeStatement, authnStatement, POST_BINDING, RSA_SHA256 } from './saml-xml';

/** An identity provider's signing identity and the service provider it answers. */
export interface SamlResponseSigning {
  issuer: string;
  /** The provider's single sign-on page (its metadata needs one). */
  ssoUrl: string;
  privateKeyPem: string;
  certificatePem: string;
  /** The service provider's entity id: the Audience. */
  audience: string;
  assertionConsumerUrl: string;
  /** Sign the Response as well as its Assertion (strict service providers want both). */
  signResponse: boolean;
}

export interface SamlResponseContent {
  nameId: string;
  nameIdFormat: string;
  /** The ID of the AuthnRequest answered; null for an IdP-initiated response. */
  inResponseTo: string | null;
  attributes: Record<string, string | readonly string[] | null>;
  lifetimeMs: number;
}

export interface SignedSamlResponse {
  /** Base64 of the Response, its Assertion (and, when asked, the Response) signed with RSA-SHA256. */
  samlResponse: string;
  responseId: string;
  assertionId: string;
  expiresAt: Date;
}

/** samlify's entities of one signing identity and service provider: building them reads and writes metadata, so they are kept. */
const entities = new Map<
  string,
  { idp: ReturnType<typeof samlify.IdentityProvider>; sp: ReturnType<typeof samlify.ServiceProvider> }
>();
const MAX_KEPT_ENTITIES = 200;

function entitiesFor(signing: SamlResponseSigning, nameIdFormat: string) {
  const key = JSON.stringify([
    signing.issuer,
    signing.ssoUrl,
    signing.certificatePem,
    signing.privateKeyPem,
    signing.audience,
    signing.assertionConsumerUrl,
    signing.signResponse,
    nameIdFormat,
  ]);
  let kept = entities.get(key);
  if (!kept) {
    kept = buildEntities(signing, nameIdFormat);
    if (entities.size >= MAX_KEPT_ENTITIES) entities.clear();
    entities.set(key, kept);
  }
  return kept;
}

function buildEntities(signing: SamlResponseSigning, nameIdFormat: string) {
  const idp = samlify.IdentityProvider({
    entityID: signing.issuer,
    privateKey: signing.privateKeyPem,
    signingCert: signing.certificatePem,
    isAssertionEncrypted: false,
    requestSignatureAlgorithm: RSA_SHA256,
    nameIDFormat: [nameIdFormat],
    singleSignOnService: [{ Binding: POST_BINDING, Location: signing.ssoUrl }],
    singleLogoutService: [{ Binding: POST_BINDING, Location: signing.ssoUrl }],
  });
  const sp = samlify.ServiceProvider({
    entityID: signing.audience,
    wantAssertionsSigned: true,
    wantMessageSigned: signing.signResponse,
    assertionConsumerService: [{ Binding: POST_BINDING, Location: signing.assertionConsumerUrl }],
  });
  return { idp, sp };
}

/**
 * A SAML 2.0 Response as an identity provider posts it to a service provider's assertion consumer:
 * a unique ID, valid from `now` for `lifetimeMs`, for the given audience and recipient, with the
 * attributes, signed (RSA-SHA256) by samlify with the provider's key.
 */
export async function signSamlResponse(
  signing: SamlResponseSigning,
  content: SamlResponseContent,
  now: Date,
): Promise<SignedSamlResponse> {
  const { idp, sp } = entitiesFor(signing, content.nameIdFormat);
  const responseId = `_${randomUUID()}`;
  const assertionId = `_${randomUUID()}`;
  const expiresAt = new Date(now.getTime() + content.lifetimeMs);
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
      NameIDFormat: content.nameIdFormat,
      NameID: content.nameId,
      InResponseTo: content.inResponseTo ?? undefined,
      // Filled below: replaceTagsByValue escapes what it puts in, and these are XML.
      AuthnStatement: '{AuthnStatement}',
      AttributeStatement: '{AttributeStatement}',
    })
      .replace('{AuthnStatement}', authnStatement(now, assertionId))
      .replace('{AttributeStatement}', attributeStatement(content.attributes)),
  });
  const { context } = await idp.createLoginResponse(
    sp,
    { extract: { request: content.inResponseTo ? { id: content.inResponseTo } : {} } },
    'post',
    {},
    { customTagReplacement: fill },
  );
  return { samlResponse: context, responseId, assertionId, expiresAt };
}
