import { ltiEndpoints } from '../../../shared/api/endpoints/lti';
import type { LtiPrivateJwk } from '../../adapters/lti-keys/port';
import { siteUrl } from '../../platform/config';

/** The portal's one token endpoint (OAuth 2 client credentials: OneRoster, and LTI's Names and Role service). */
export const TOKEN_ENDPOINT_PATH = '/oauth/token';

/** Where a tool's launch returns the person: the App Library. */
export const LTI_RETURN_PATH = '/library';

/** What a tool is told to register the platform with (docs/using/lti.md 'What to paste where'). */
export interface LtiPlatform {
  /** `iss` of every id_token: the site's own address. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUrl: string;
  /** Where the browser is sent to start a launch; not pasted into a tool. */
  loginPage: string;
}

export function ltiPlatform(): LtiPlatform {
  const site = siteUrl();
  return {
    issuer: site,
    authorizationEndpoint: `${site}${ltiEndpoints.authorizeLti.path}`,
    tokenEndpoint: `${site}${TOKEN_ENDPOINT_PATH}`,
    jwksUrl: `${site}${ltiEndpoints.getLtiJwks.path}`,
    loginPage: ltiEndpoints.startLtiLogin.path,
  };
}

/** A key's public half (RFC 7517): what the JWKS publishes of each key of the set. */
export function publicJwk(key: LtiPrivateJwk): {
  kty: 'RSA';
  kid: string;
  n: string;
  e: string;
  alg: 'RS256';
  use: 'sig';
} {
  return { kty: 'RSA', kid: key.kid, n: key.n, e: key.e, alg: 'RS256', use: 'sig' };
}

/** The platform JWKS: every key of the set, the one that signs first, none of their private parts. */
export function platformJwks(keys: readonly LtiPrivateJwk[]) {
  return { keys: keys.map(publicJwk) };
}
