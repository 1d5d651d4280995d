import { describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { ID_TOKEN_ONLY } from '../../functions/http/auth-context';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';

describe('the kind of token the API takes', () => {
  it("takes the sign-in's ID token and refuses its access token, which the authorizer lets through as API Gateway's does", async () => {
    // Prepare
    const account = await freshAccount();

    // Act
    const [byIdToken, byAccessToken, listByAccessToken] = await Promise.all([
      callEndpoint(sessionEndpoints.getSession, { as: { token: account.tokens.IdToken } }),
      callEndpoint(sessionEndpoints.getSession, { as: { token: account.tokens.AccessToken } }),
      callEndpoint(meEndpoints.listMyUserServices, { as: { token: account.tokens.AccessToken } }),
    ]);

    // Assess: the function's auth context refused it (its message), not the authorizer (no detail of ours).
    expect(byIdToken.status).toBe(200);
    expect([byAccessToken.status, byAccessToken.errors[0]?.detail]).toEqual([401, ID_TOKEN_ONLY]);
    expect([listByAccessToken.status, listByAccessToken.errors[0]?.detail]).toEqual([401, ID_TOKEN_ONLY]);
  });
});
