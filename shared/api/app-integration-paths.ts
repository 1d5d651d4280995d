/**
 * The addresses apps are given to reach the portal as an LTI platform and an OAuth server, apart
 * from the contracts that route them (./endpoints/lti.ts, lti-nrps.ts, oneroster-auth.ts): a
 * launch ticket, the id_token's claims and the tool settings name them, and importing a contract
 * would carry another area's routes into those functions (test/infra/bundles.test.ts). The
 * contracts spell each path out (`'…' satisfies typeof APP_INTEGRATION_PATHS.…`), so the type check
 * holds the two together and a bundle that carries a contract still shows it.
 */
export const APP_INTEGRATION_PATHS = {
  ltiJwks: '/api/lti/jwks.json',
  ltiLogin: '/api/lti/login',
  ltiAuthorize: '/api/lti/authorize',
  ltiLaunch: '/api/lti/launch',
  ltiContextMemberships: '/api/lti/contexts/{classId}/memberships',
  /** The portal's one token endpoint (OAuth 2 client credentials: OneRoster, and LTI's Names and Role service). */
  oauthToken: '/oauth/token',
} as const;
