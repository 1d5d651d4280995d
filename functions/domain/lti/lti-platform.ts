import { APP_INTEGRATION_PATHS } from '../../../shared/api/app-integration-paths';
import type { LtiPrivateJwk } from '../../adapters/lti-keys/port';
import { siteUrl } from '../../platform/config';

/** The portal's one token endpoint (OAuth 2 client credentials: OneRoster, and LTI's Names and Role service). */
export const TOKEN_ENDPOINT_PATH = APP_INTEGRATION_PATHS.oauthToken;

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
    authorizationEndpoint: `${site}${APP_INTEGRATION_PATHS.ltiAuthorize}`,
    tokenEndpoint: `${site}${TOKEN_ENDPOINT_PATH}`,
    jwksUrl: `${site}${APP_INTEGRATION_PATHS.ltiJwks}`,
    loginPage: APP_INTEGRATION_PATHS.ltiLogin,
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
