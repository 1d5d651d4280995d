import samlify from 'samlify';
import * as xmllint from '@authenio/samlify-node-xmllint';
import { idpSigningKeySource } from '../../adapters/saml-keys';
import { functionConfig, siteUrl } from '../../platform/config';
import { POST_BINDING, PERSISTENT_NAME_ID, REDIRECT_BINDING } from '../saml/saml-xml';
import { appLaunchEndpoints } from '../../../shared/api/endpoints/app-launch';

// samlify refuses to read a message without a schema check; this validator is pure JavaScript (Lambda has no Java).
samlify.setSchemaValidator(xmllint);

/** The portal as a SAML identity provider: its entity id, addresses, certificate and key. */
export interface PortalIdp {
  /** The metadata's own address: stable, and what apps register as the Issuer of our responses. */
  entityId: string;
  /** Where apps send their AuthnRequests (HTTP-Redirect and HTTP-POST). */
  ssoUrl: string;
  certificatePem: string;
  privateKeyPem: () => Promise<string>;
}

/** The stage's identity provider, or null when app sign-on is not set up (no certificate or key). */
export function portalIdp(): PortalIdp | null {
  const certificatePem = functionConfig().IDP_CERTIFICATE;
  const key = idpSigningKeySource();
  if (!certificatePem || !key) return null;
  const site = siteUrl();
  return { entityId: `${site}${appLaunchEndpoints.getIdpMetadata.path}`, ssoUrl: `${site}${appLaunchEndpoints.receiveSignOnRequest.path}`, certificatePem, privateKeyPem: key };
}

const metadataCache = new Map<string, string>();

/**
 * The identity provider's metadata (samlify): entity id, signing certificate, both bindings of its
 * single sign-on (the portal has no single logout). Made once per process: samlify warns about the
 * missing logout endpoint every time it builds it. `wantAuthnRequestsSigned` is per app; the
 * published metadata says false (apps register whether they sign).
 */
export function idpMetadataXml(idp: Pick<PortalIdp, 'entityId' | 'ssoUrl' | 'certificatePem'>, wantAuthnRequestsSigned = false): string {
  const key = `${idp.entityId}|${idp.ssoUrl}|${wantAuthnRequestsSigned}|${idp.certificatePem}`;
  let xml = metadataCache.get(key);
  if (xml === undefined) {
    xml = samlify
      .IdentityProvider({
        entityID: idp.entityId,
        signingCert: idp.certificatePem,
        wantAuthnRequestsSigned,
        nameIDFormat: [PERSISTENT_NAME_ID],
        singleSignOnService: [
          { Binding: REDIRECT_BINDING, Location: idp.ssoUrl },
          { Binding: POST_BINDING, Location: idp.ssoUrl },
        ],
      })
      .getMetadata();
    metadataCache.set(key, xml);
  }
  return xml;
}
