import { appLaunchEndpoints } from '../../../shared/api/endpoints/app-launch';
import type { IdpSigning } from '../../adapters/saml-keys/port';
import { siteUrl } from '../../platform/config';
import { samlIdpMetadataXml } from './idp-metadata';

/** The portal as a SAML identity provider of integrated apps: its entity id, addresses, certificate and key. */
export interface PortalIdp extends IdpSigning {
  /** The metadata's own address: stable, and what apps register as the Issuer of our responses. */
  entityId: string;
  /** Where apps send their AuthnRequests (HTTP-Redirect and HTTP-POST). */
  ssoUrl: string;
}

/** The stage's identity provider from its signing certificate and key, or null when app sign-on is not set up. */
export function portalIdpOf(signing: IdpSigning | null): PortalIdp | null {
  if (!signing) return null;
  const site = siteUrl();
  return {
    ...signing,
    entityId: `${site}${appLaunchEndpoints.getIdpMetadata.path}`,
    ssoUrl: `${site}${appLaunchEndpoints.receiveSignOnRequest.path}`,
  };
}

/**
 * The identity provider's metadata: entity id, signing certificate, both bindings of its single
 * sign-on, persistent NameIDs (the portal has no single logout). The published metadata says
 * requests need not be signed: each app registers whether it signs (`wantAuthnRequestsSigned` is
 * that app's, for reading its requests).
 */
export function idpMetadataXml(
  idp: Pick<PortalIdp, 'entityId' | 'ssoUrl' | 'certificatePem'>,
  wantAuthnRequestsSigned = false,
): string {
  return samlIdpMetadataXml({ ...idp, nameIdFormat: 'persistent', wantAuthnRequestsSigned });
}
