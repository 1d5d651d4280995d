import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_STATE, type SessionUser } from '../../../shared/schemas/user';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../../bin/seed/demo-accounts';
import { DEMO_SCHOOL_ID, demoProfiles } from '../../../bin/seed/demo-profiles';
import {
  ANY_TOKEN,
  classWork,
  PUBLIC,
  SIGNED_IN,
  staffWith,
  teacherOnOwnAccount,
  type Access,
} from '../../../functions/http/access';
import { authContext } from '../../../functions/http/auth-context';
import { AccessDeniedError, AccountRevokedError, UnauthorizedError } from '../../../functions/platform/errors';
import type { PortalContext, PortalEvent } from '../../../functions/http/request-context';
import { CALLERS, demoAccountFor, expectedAnswer, ownUserParamOf } from '../../support/access-expectations';

/** The user pool, for calls that act as another user: none of these do, so it is never asked. */
const NO_SESSIONS = {
  sessionIsLive: () => Promise.reject(new Error('no call here acts as another user')),
};

/** The demo accounts' profiles as the seed writes them, with made-up ids. */
function demoProfile(account: DemoAccountKey): SessionUser {
  const ids = Object.fromEntries(Object.keys(DEMO_ACCOUNTS).map((key) => [key, `${key}-id`]));
  return {
    ...demoProfiles[account](ids),
    id: `${account}-id`,
    username: DEMO_ACCOUNTS[account].username,
    email: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...NEW_ACCOUNT_STATE,
    hasPassword: true,
    socialAccounts: [],
  };
}

/** One rule of each kind, staff rules with a role the Tele preset holds and one it does not. */
const RULES: [string, Access][] = [
  ['public', PUBLIC],
  ['signed in', SIGNED_IN],
  ['any token', ANY_TOKEN],
  ['parents', { kind: 'homeRole', homeRole: 'parent' }],
  ['children', { kind: 'homeRole', homeRole: 'child' }],
  ['teachers', { kind: 'teacher' }],
  ['teachers on their own account', teacherOnOwnAccount('userId', 'Only your own account.')],
  ['staff with school.read', staffWith('school.read')],
  ['staff with saml', staffWith('saml')],
  ['staff with users.manage.delete.inactive-students', staffWith('users.manage.delete.inactive-students')],
  ['staff with school.manage for the school in the path', staffWith('school.manage', { contextParam: 'schoolId' })],
  ['class work', classWork('No school.')],
  ['class work of administrators', classWork('No school.', { administrators: true })],
];

async function answerOf(
  access: Access,
  account: DemoAccountKey | null,
  status: SessionUser['status'] = 'active',
  userId: string | null = null,
): Promise<'admitted' | 401 | 403 | string> {
  const profile = account ? { ...demoProfile(account), status } : null;
  const ownParam = ownUserParamOf(access);
  const event = {
    pathParameters: {
      schoolId: DEMO_SCHOOL_ID,
      ...(ownParam ? { [ownParam]: userId ?? profile?.id ?? 'nobody' } : {}),
    },
    requestContext: profile ? { authorizer: { jwt: { claims: { sub: profile.id, token_use: 'id' } } } } : {},
  } as unknown as PortalEvent;
  const request = { event, context: {} as PortalContext, response: undefined, error: undefined, internal: {} };
  try {
    await authContext(access, async (userId) => (userId === profile?.id ? profile : null), NO_SESSIONS).before?.(
      request as never,
    );
    return 'admitted';
  } catch (error) {
    if (error instanceof AccountRevokedError) return `401 ${error.code}`;
    if (error instanceof UnauthorizedError) return 401;
    if (error instanceof AccessDeniedError) return userId ? `403 ${error.detail}` : 403;
    throw error;
  }
}

describe.each(RULES)('a route for %s', (_name, access) => {
  it.each(CALLERS.map((caller) => [caller, expectedAnswer(access, caller)] as const))(
    'answers %s with %s',
    async (caller, expected) => {
      // Act
      const answer = await answerOf(access, demoAccountFor(caller, access));

      // Assess
      expect(answer).toBe(expected);
    },
  );
});

describe.each(RULES.filter(([, access]) => access.kind !== 'public'))('a route for %s', (_name, access) => {
  it.each(['disabled', 'deleted'] as const)('refuses a %s account with 401, whatever its roles', async (status) => {
    // Act: the staff admin holds every role; the access rule would admit it were it active.
    const answer = await answerOf(access, 'staff', status);

    // Assess
    expect(answer).toBe(`401 account-${status}`);
  });
});

describe('a route for any token', () => {
  it('admits a verified token that has no profile yet, with no user in the context', async () => {
    // Prepare
    const event = {
      pathParameters: {},
      requestContext: {
        authorizer: {
          jwt: {
            claims: {
              sub: 'newcomer-sub',
              'cognito:username': 'MockSchool_n1',
              origin_jti: 'session-1',
              token_use: 'id',
            },
          },
        },
      },
    } as unknown as PortalEvent;
    const request = { event, context: {} as PortalContext, response: undefined, error: undefined, internal: {} };

    // Act
    await authContext(ANY_TOKEN, async () => null, NO_SESSIONS).before?.(request as never);

    // Assess
    expect(request.context.user).toBeNull();
    expect(request.context.caller).toEqual({
      userId: 'newcomer-sub',
      username: 'MockSchool_n1',
      sessionId: 'session-1',
    });
  });

  it('refuses a call without a token with 401', async () => {
    const request = {
      event: { pathParameters: {}, requestContext: {} } as unknown as PortalEvent,
      context: {} as PortalContext,
      response: undefined,
      error: undefined,
      internal: {},
    };
    await expect(
      authContext(ANY_TOKEN, async () => null, NO_SESSIONS).before?.(request as never),
    ).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe("a route on a teacher's own account", () => {
  it.each(['teacher', 'schoolAdmin'] as const)(
    "refuses a %s who names another user id with 403 and the rule's reason",
    async (account) => {
      // Act
      const answer = await answerOf(
        teacherOnOwnAccount('userId', 'Only your own account.'),
        account,
        'active',
        'student-id',
      );

      // Assess
      expect(answer).toBe('403 Only your own account.');
    },
  );

  it('refuses a student who names their own id with the general reason', async () => {
    const answer = await answerOf(
      teacherOnOwnAccount('userId', 'Only your own account.'),
      'student',
      'active',
      'student-id',
    );
    expect(answer).toBe('403 You do not have permission to do this.');
  });
});
