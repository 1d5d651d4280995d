import { describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { STAFF_ROLE_PRESETS } from '../../shared/permissions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { DEMO_OTHER_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { FREE_FAILURES } from '../../lib-infra/local/cognito-lockout';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { cognitoCall, portal, signInTokens, type SignInTokens } from './support/portal-client';

const { getSession } = sessionEndpoints;
const { listMyUserServices } = meEndpoints;

describe('session', () => {
  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const forged = [
      'eyJhbGciOiJSUzI1NiIsImtpZCI6IkNvZ25pdG9Mb2NhbCJ9',
      Buffer.from(JSON.stringify({ sub: 'x' })).toString('base64url'),
      'c2ln',
    ].join('.');

    const answers = await Promise.all([
      callEndpoint(getSession),
      callEndpoint(getSession, { as: { token: 'not-a-token' } }),
      callEndpoint(getSession, { as: { token: forged } }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
  });

  it('returns the staff roles of a staff account', async () => {
    const session = await callEndpoint(getSession, { as: 'staff' });

    expect(session.status).toBe(200);
    expect(session.data.user.staffRoles.map((role) => role.code)).toEqual([...STAFF_ROLE_PRESETS.admin]);
  });

  it('returns a role granted for one school with its context', async () => {
    const session = await callEndpoint(getSession, { as: 'schoolDataStaff' });

    expect(session.data.user.staffRoles).toEqual([{ code: 'school.manage', context: DEMO_OTHER_SCHOOL_ID }]);
  });

  it.each([
    ['child', { homeRole: 'child', schoolRole: null }],
    ['schoolAdmin', { schoolRole: 'teacher', isSchoolAdmin: true }],
    ['student', { schoolRole: 'student' }],
  ] as const)('returns the roles of the %s demo account', async (key, roles) => {
    const session = await callEndpoint(getSession, { as: key });

    expect(session.data.user).toMatchObject({ username: DEMO_ACCOUNTS[key].username, ...roles });
  });

  it("lists a parent's access granted by a child's subscription", async () => {
    const answer = await callEndpoint(listMyUserServices, { as: 'parent' });

    expect(answer.status).toBe(200);
    expect(answer.data.userServices).toHaveLength(1);
    expect(answer.data.userServices[0]).toMatchObject({ serviceId: '2', type: 'subscription' });
    expect(answer.data.userServices[0]?.grantedByChildId).toEqual(expect.any(String));
  });

  it('never leaks storage keys in answers', async () => {
    const [session, services] = await Promise.all([
      callEndpoint(getSession, { as: 'personal' }),
      callEndpoint(listMyUserServices, { as: 'personal' }),
    ]);

    expect(JSON.stringify(session.raw)).not.toMatch(/"(pk|sk|gsi\dpk|gsi\dsk|entity)"/);
    expect(JSON.stringify(services.raw)).not.toMatch(/"(pk|sk|gsi\dpk|gsi\dsk|entity|userId)"/);
  });
});

describe('sign-in through the local Cognito endpoint', () => {
  async function initiateAuth(username: string, password: string) {
    const response = await fetch(`${portal().url}/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: portal().userPoolClientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
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

  it(`locks a user out after ${FREE_FAILURES} wrong passwords, refusing even the right one until the lockout ends`, async () => {
    // Prepare
    const account = await freshAccount('home');
    const wrong = [];
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1)
      wrong.push(await initiateAuth(account.form.email, `Wrong-guess-${attempt}-x!`));

    // Act
    const locked = await initiateAuth(account.form.email, account.form.password);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const after = await initiateAuth(account.form.email, account.form.password);
    const wrongAgain = await initiateAuth(account.form.email, 'Wrong-guess-again-x!');

    // Assess
    expect(wrong.map((answer) => answer.body.message)).toEqual(wrong.map(() => 'Incorrect username or password.'));
    expect([locked.status, locked.body]).toEqual([
      400,
      { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' },
    ]);
    expect(after.status).toBe(200);
    // The sign-in after the lockout started the count again: one wrong password is only wrong.
    expect(wrongAgain.body.message).toBe('Incorrect username or password.');
  });

  it('locks out an unknown username the same way, so the lockout does not tell who exists', async () => {
    const username = `nobody-${Date.now()}@demo.example`;
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) await initiateAuth(username, 'Wrong-guess-x-1!');

    expect((await initiateAuth(username, 'Wrong-guess-x-1!')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('issues tokens that name their sign-in session, as Cognito does: origin_jti and auth_time kept across a refresh', async () => {
    // Prepare
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const account = await freshAccount('home');
    const other = await signInTokens(account.form.email, account.form.password);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    // Act
    const refresh = await cognitoCall('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: portal().userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: account.tokens.RefreshToken },
    });
    const refreshed = refresh.body['AuthenticationResult'] as SignInTokens;

    // Assess
    const [id, access, again, otherId] = [
      account.tokens.IdToken,
      account.tokens.AccessToken,
      refreshed.IdToken,
      other.IdToken,
    ].map(claims);
    expect(typeof id?.['origin_jti']).toBe('string');
    expect(access?.['origin_jti']).toBe(id?.['origin_jti']);
    expect(again?.['origin_jti']).toBe(id?.['origin_jti']);
    expect(again?.['auth_time']).toBe(id?.['auth_time']);
    expect(Number(again?.['iat'])).toBeGreaterThan(Number(id?.['iat']));
    expect(otherId?.['origin_jti']).not.toBe(id?.['origin_jti']);
    // The API still takes the refreshed ID token.
    expect((await callEndpoint(getSession, { as: { token: refreshed.IdToken } })).status).toBe(200);
  });

  it('checks an access token before using it, as Cognito does: a forged one or an ID token is refused', async () => {
    const account = await freshAccount('home');
    const [header, , signature] = account.tokens.AccessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(account.tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString('utf8')),
        sub: 'someone-else',
      }),
    ).toString('base64url');

    const answers = await Promise.all(
      [`${header}.${forgedPayload}.${signature}`, account.tokens.IdToken, account.tokens.AccessToken].map((token) =>
        cognitoCall('GetUser', { AccessToken: token }),
      ),
    );

    expect(answers.map((answer) => [answer.status, answer.body['message'] ?? 'ok'])).toEqual([
      [400, 'Invalid Access Token'],
      [400, 'Invalid Access Token'],
      [200, 'ok'],
    ]);
  });
});
