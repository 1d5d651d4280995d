import { readFileSync } from 'node:fs';
import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import { DEMO_APP_KEY_FILE, demoAppAddresses } from '../../../lib-infra/local/demo-apps';
import { demoIdpCertificate } from '../../../lib-infra/local/portal-idp';

/**
 * A demo app of the twin as an independent SAML service provider (@node-saml/node-saml, not the
 * portal's samlify): it makes the app's AuthnRequests (signed with the demo app key unless told not
 * to) and verifies the portal's responses strictly (response and assertion signed, audience,
 * recipient, InResponseTo of its own requests).
 */
export function demoAppSp(
  siteUrl: string,
  identifier: string,
  options: { signRequests?: boolean; acsUrl?: string; issuer?: string } = {},
) {
  const { entityId, acsUrl } = demoAppAddresses(siteUrl, identifier);
  return new SAML({
    entryPoint: `${siteUrl}/api/saml2/idp/sso`,
    issuer: options.issuer ?? entityId,
    audience: entityId,
    callbackUrl: options.acsUrl ?? acsUrl,
    idpCert: demoIdpCertificate(),
    ...(options.signRequests === false
      ? {}
      : { privateKey: readFileSync(DEMO_APP_KEY_FILE, 'utf8'), signatureAlgorithm: 'sha256' as const }),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: true,
    validateInResponseTo: ValidateInResponseTo.ifPresent,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });
}

/** Verifies a SAMLResponse as the app would; throws node-saml's reason when it refuses. */
export async function verifiedProfile(sp: SAML, samlResponse: string): Promise<Profile> {
  const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile) throw new Error('no profile');
  return profile;
}
