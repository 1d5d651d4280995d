import { describe, expect, it } from 'vitest';
import { STAFF_ROLE_PRESETS } from '../../shared/permissions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { callApi, portal, signIn } from './support/portal-client';

interface Session {
  user: { username: string; homeRole: string | null; schoolRole: string | null; isSchoolAdmin: boolean; staffRoles: { code: string }[] };
}
interface UserServices {
  userServices: { serviceId: string; type: string; grantedByChildId: string | null }[];
}

describe('session', () => {
  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const forged = ['eyJhbGciOiJSUzI1NiIsImtpZCI6IkNvZ25pdG9Mb2NhbCJ9', Buffer.from(JSON.stringify({ sub: 'x' })).toString('base64url'), 'c2ln'].join('.');

    const answers = await Promise.all([
      callApi('GET', '/api/auth/session'),
      callApi('GET', '/api/auth/session', { token: 'not-a-token' }),
      callApi('GET', '/api/auth/session', { token: forged }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
  });

  it('returns the staff roles of a staff account', async () => {
    const token = await signIn(DEMO_ACCOUNTS.staff.username, DEMO_PASSWORD);

    const session = await callApi<Session>('GET', '/api/auth/session', { token });

    expect(session.status).toBe(200);
    expect(session.body.user.staffRoles.map((role) => role.code)).toEqual([...STAFF_ROLE_PRESETS.admin]);
  });

  it.each([
    ['child', { homeRole: 'child', schoolRole: null }],
    ['schoolAdmin', { schoolRole: 'teacher', isSchoolAdmin: true }],
    ['student', { schoolRole: 'student' }],
  ] as const)('returns the roles of the %s demo account', async (key, roles) => {
    const token = await signIn(DEMO_ACCOUNTS[key].username, DEMO_PASSWORD);

    const session = await callApi<Session>('GET', '/api/auth/session', { token });

    expect(session.body.user).toMatchObject({ username: DEMO_ACCOUNTS[key].username, ...roles });
  });

  it("lists a parent's access granted by a child's subscription", async () => {
    const token = await signIn(DEMO_ACCOUNTS.parent.username, DEMO_PASSWORD);

    const answer = await callApi<UserServices>('GET', '/api/me/user-services', { token });

    expect(answer.status).toBe(200);
    expect(answer.body.userServices).toHaveLength(1);
    expect(answer.body.userServices[0]).toMatchObject({ serviceId: '2', type: 'subscription' });
    expect(answer.body.userServices[0]?.grantedByChildId).toEqual(expect.any(String));
  });

  it('never leaks storage keys in answers', async () => {
    const token = await signIn(DEMO_ACCOUNTS.personal.username, DEMO_PASSWORD);

    const [session, services] = await Promise.all([
      callApi<Record<string, unknown>>('GET', '/api/auth/session', { token }),
      callApi<Record<string, unknown>>('GET', '/api/me/user-services', { token }),
    ]);

    expect(JSON.stringify(session.body)).not.toMatch(/"(pk|sk|gsi1pk|entity)"/);
    expect(JSON.stringify(services.body)).not.toMatch(/"(pk|sk|gsi1pk|entity|userId)"/);
  });
});

describe('sign-in through the local Cognito endpoint', () => {
  async function initiateAuth(username: string, password: string) {
    const response = await fetch(`${portal().url}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: portal().userPoolClientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
    });
    return { status: response.status, body: (await response.json()) as { __type?: string; message?: string } };
  }

  it.each([
    ['a wrong password', DEMO_ACCOUNTS.parent.username, 'Wrong-password-123!'],
    ['an unknown user', 'nobody-at-all@demo.example', DEMO_PASSWORD],
  ])('answers %s as Cognito does, without telling which', async (_case, username, password) => {
    const answer = await initiateAuth(username, password);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });
});
