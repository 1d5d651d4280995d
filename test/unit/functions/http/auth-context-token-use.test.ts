import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_STATE, type SessionUser } from '../../../../shared/schemas/user';
import { ANY_TOKEN, SIGNED_IN, type Access } from '../../../../functions/http/access';
import { authContext, ID_TOKEN_ONLY } from '../../../../functions/http/auth-context';
import { UnauthorizedError } from '../../../../functions/platform/errors';
import type { PortalContext, PortalEvent } from '../../../../functions/http/request-context';
import { audienceHolds } from '../../../../lib-infra/local/jwt-authorizer';

const NO_SESSIONS = { sessionIsLive: () => Promise.reject(new Error('no call here acts as another user')) };
const CLIENT = 'portal-client';

const person: SessionUser = {
  id: 'person-1',
  username: 'person1',
  firstName: 'Pat',
  lastName: 'Lee',
  email: null,
  homeRole: null,
  schoolRole: null,
  schoolId: null,
  staffRoles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...NEW_ACCOUNT_STATE,
  hasPassword: true,
  socialAccounts: [],
} as unknown as SessionUser;

/** What the auth context makes of a call whose verified claims are these. */
async function admit(access: Access, claims: Record<string, string>) {
  const event = { pathParameters: {}, requestContext: { authorizer: { jwt: { claims } } } } as unknown as PortalEvent;
  const request = { event, context: {} as PortalContext, response: undefined, error: undefined, internal: {} };
  await authContext(access, async (id) => (id === person.id ? person : null), NO_SESSIONS).before?.(request as never);
  return request.context;
}

describe("the auth context's token kind", () => {
  it('admits an ID token', async () => {
    // Act
    const context = await admit(SIGNED_IN, { sub: person.id, token_use: 'id', 'cognito:username': 'person1' });

    // Assess
    expect(context.user?.id).toBe(person.id);
  });

  it.each([
    ['an access token', { sub: person.id, token_use: 'access', client_id: CLIENT, username: 'person1' }],
    ['a token that says no kind', { sub: person.id, 'cognito:username': 'person1' }],
  ])('refuses %s with 401, on a signed-in route and on an any-token route', async (_what, claims) => {
    for (const access of [SIGNED_IN, ANY_TOKEN]) {
      // Act
      const refusal = await admit(access, claims).catch((error: unknown) => error);

      // Assess
      expect(refusal).toBeInstanceOf(UnauthorizedError);
      expect((refusal as UnauthorizedError).detail).toBe(ID_TOKEN_ONLY);
    }
  });
});

describe("the twin's authorizer audience, as API Gateway's", () => {
  it.each([
    ['an ID token for the client', { aud: CLIENT }, true],
    ['an ID token for another client', { aud: 'other' }, false],
    ['an access token for the client (no aud: its client_id)', { client_id: CLIENT }, true],
    ['an access token for another client', { client_id: 'other' }, false],
    ['a token whose aud is another client, whatever its client_id', { aud: 'other', client_id: CLIENT }, false],
    ['a token naming neither', {}, false],
  ])('%s: %s', (_what, payload, holds) => {
    expect(audienceHolds(payload, CLIENT)).toBe(holds);
  });
});
