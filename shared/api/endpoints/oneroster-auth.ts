import {
  apiCredentialListSchema,
  apiCredentialParamsSchema,
  apiCredentialSchema,
  apiCredentialServiceParamsSchema,
  issueApiCredentialSchema,
  issuedApiCredentialSchema,
  tokenRequestFormSchema,
  tokenResponseSchema,
} from '../../schemas/api-credentials';
import type { APP_INTEGRATION_PATHS } from '../app-integration-paths';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * OAuth 2.0 client credentials of the OneRoster API (docs/using/oneroster-api.md 'Connecting'):
 * the portal's token endpoint, and the console's API credentials section of an app's page, where
 * staff with app.integration.manage issue, rotate and revoke an app's credentials.
 */
export const onerosterAuthEndpoints = defineEndpoints('oneroster-auth', {
  requestToken: defineEndpoint({
    method: 'POST',
    path: '/oauth/token' satisfies typeof APP_INTEGRATION_PATHS.oauthToken,
    summary:
      "The portal's OAuth 2.0 token endpoint (RFC 6749 §4.4, client credentials): HTTP Basic client authentication, grant_type=client_credentials and an optional space-separated scope, form-encoded; answers an access token (Bearer, an hour) or an RFC 6749 §5.2 error (invalid_client 401, invalid_request, unsupported_grant_type, invalid_scope).",
    contentType: 'application/x-www-form-urlencoded',
    body: tokenRequestFormSchema,
    response: tokenResponseSchema,
  }),
  listApiCredentials: defineEndpoint({
    method: 'GET',
    path: '/api/admin/services/{serviceId}/api-credentials',
    summary: "An app's API credentials, newest first, revoked ones included (never a secret); 404 for an unknown app.",
    params: apiCredentialServiceParamsSchema,
    response: apiCredentialListSchema,
  }),
  issueApiCredential: defineEndpoint({
    method: 'POST',
    path: '/api/admin/services/{serviceId}/api-credentials',
    summary:
      'Issues API credentials for an app with the scopes given: the answer holds the client secret, shown this once and stored only as a hash. Audited.',
    params: apiCredentialServiceParamsSchema,
    body: issueApiCredentialSchema,
    response: issuedApiCredentialSchema,
    successStatus: 201,
  }),
  rotateApiSecret: defineEndpoint({
    method: 'POST',
    path: '/api/admin/services/{serviceId}/api-credentials/{clientId}/rotate',
    summary:
      'A new client secret for API credentials (shown this once): the old secret and every access token it got stop at once; 409 when revoked. Audited.',
    params: apiCredentialParamsSchema,
    response: issuedApiCredentialSchema,
  }),
  revokeApiCredential: defineEndpoint({
    method: 'POST',
    path: '/api/admin/services/{serviceId}/api-credentials/{clientId}/revoke',
    summary:
      'Revokes API credentials: the secret and every access token it got stop at once; 409 when already revoked. Audited.',
    params: apiCredentialParamsSchema,
    response: apiCredentialSchema,
  }),
});
