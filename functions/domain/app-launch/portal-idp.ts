import { idpSigningKeySource } from '../../adapters/saml-keys';
import { functionConfig, siteUrl } from '../../platform/config';
import { samlIdpMetadataXml } from './idp-metadata';
import { appLaunchEndpoints } from '../../../shared/api/endpoints/app-launch';

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

/**
 * The identity provider's metadata: entity id, signing certificate, both bindings of its single
 * sign-on, persistent NameIDs (the portal has no single logout). The published metadata says
 * requests need not be signed: each app registers whether it signs (`wantAuthnRequestsSigned` is
 * that app's, for reading its requests).
 */
export function idpMetadataXml(idp: Pick<PortalIdp, 'entityId' | 'ssoUrl' | 'certificatePem'>, wantAuthnRequestsSigned = false): string {
  return samlIdpMetadataXml({ ...idp, nameIdFormat: 'persistent', wantAuthnRequestsSigned });
}
