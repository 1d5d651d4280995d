import { escapeXml, PERSISTENT_NAME_ID, UNSPECIFIED_NAME_ID } from '../saml/saml-xml';

/** The base64 body of a PEM certificate, as SAML metadata and KeyInfo carry it. */
export function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

/**
 * SAML 2.0 metadata of an identity provider that signs with `certificatePem` and receives sign-in
 * requests at `ssoUrl` (HTTP-Redirect and HTTP-POST): what Cognito is given for the mock school
 * provider instead of a metadata URL, and what the portal publishes as the identity provider of
 * integrated apps (persistent NameIDs: each person's pairwise id for the app, ./pairwise-name-id.ts; `wantAuthnRequestsSigned` per app).
 */
export function samlIdpMetadataXml(idp: {
  entityId: string;
  ssoUrl: string;
  certificatePem: string;
  nameIdFormat?: 'unspecified' | 'persistent';
  wantAuthnRequestsSigned?: boolean;
}): string {
  const location = escapeXml(idp.ssoUrl);
  return [
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(idp.entityId)}">`,
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="${idp.wantAuthnRequestsSigned === true}" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">`,
    '<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>',
    `<ds:X509Certificate>${certificateBody(idp.certificatePem)}</ds:X509Certificate>`,
    '</ds:X509Data></ds:KeyInfo></md:KeyDescriptor>',
    `<md:NameIDFormat>${idp.nameIdFormat === 'persistent' ? PERSISTENT_NAME_ID : UNSPECIFIED_NAME_ID}</md:NameIDFormat>`,
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${location}"/>`,
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${location}"/>`,
    '</md:IDPSSODescriptor>',
    '</md:EntityDescriptor>',
  ].join('');
}
