import { describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { ACCESS_TOKEN_NOT_YOURS, TWO_FACTOR_CODE_WRONG, TWO_FACTOR_UNAVAILABLE } from '../../shared/schemas/me';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { updateProfile } from '../../functions/data/users';
import { cognitoSignInDirectory } from '../../functions/adapters/sign-in-directory/cognito';
import { callEndpoint } from './support/call-endpoint';
import { freshAccount, totpCode } from './support/accounts';
import { useLocalTable } from './support/local-table';
import { cognitoCall, portal, signInTokens, VALID_PASSWORD } from './support/portal-client';

const { getSession } = sessionEndpoints;
const { generateTwoFactorKey, enableTwoFactor, removeTwoFactor } = meEndpoints;

function passwordSignIn(username: string, password = VALID_PASSWORD) {
  return cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: portal().userPoolClientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
}

function answerChallenge(username: string, session: unknown, code: string) {
  return cognitoCall('RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: portal().userPoolClientId,
    Session: session,
    ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
  });
}

async function teacherWithTwoFactor() {
  const teacher = await freshAccount('teacher');
  const key = await callEndpoint(generateTwoFactorKey, {
    body: { accessToken: teacher.tokens.AccessToken },
    as: teacher.as,
  });
  const enabled = await callEndpoint(enableTwoFactor, {
    body: { accessToken: teacher.tokens.AccessToken, code: await totpCode(key.data.secret) },
    as: teacher.as,
  });
  return { ...teacher, key: key.data, enabled };
}

describe('two-factor for teachers', () => {
  it('generates a key, enables it with a code, then sign-in asks for the code and counts only the finished sign-in', async () => {
    // Prepare and act
    const teacher = await teacherWithTwoFactor();

    // Assess: the key, the profile flag
    expect(teacher.key.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(teacher.key.otpauthUri).toBe(
      `otpauth://totp/${encodeURIComponent(`App Library:${teacher.form.email}`)}?secret=${teacher.key.secret}&issuer=App%20Library`,
    );
    expect(teacher.enabled.status).toBe(200);
    expect(teacher.enabled.data.user.hasTwoFactor).toBe(true);

    // Assess: the password alone now gets the TOTP challenge, no tokens
    const first = await passwordSignIn(teacher.form.email);
    expect(first.body['ChallengeName']).toBe('SOFTWARE_TOKEN_MFA');
    expect(first.body['AuthenticationResult']).toBeUndefined();
    const signedIn = await answerChallenge(
      teacher.form.email,
      first.body['Session'],
      await totpCode(teacher.key.secret),
    );
    const tokens = signedIn.body['AuthenticationResult'] as { IdToken: string } | undefined;
    expect(tokens?.IdToken).toEqual(expect.any(String));
    const session = await callEndpoint(getSession, { as: { token: tokens?.IdToken ?? '' } });
    expect(session.data.user.numSignIns).toBe(2);
  });

  it('refuses a wrong code at sign-in with the reason, and a disabled teacher even with the right code', async () => {
    const teacher = await teacherWithTwoFactor();

    const challenge = await passwordSignIn(teacher.form.email);
    const wrong = await answerChallenge(teacher.form.email, challenge.body['Session'], '000000');

    expect(wrong.status).toBe(400);
    // Cognito's words, which the login shows after 'Two-Factor Authentication failed.'
    expect(wrong.body).toMatchObject({
      __type: 'CodeMismatchException',
      message: 'Invalid code or auth state for the user.',
    });

    useLocalTable();
    const next = await passwordSignIn(teacher.form.email);
    await cognitoSignInDirectory.disableUser(teacher.form.email);
    const disabled = await answerChallenge(
      teacher.form.email,
      next.body['Session'],
      await totpCode(teacher.key.secret),
    );
    expect(disabled.body).toMatchObject({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
  });

  it('accepts a code that signed the teacher in only once, as Cognito does', async () => {
    const teacher = await teacherWithTwoFactor();
    const code = await totpCode(teacher.key.secret);
    const first = await passwordSignIn(teacher.form.email);
    expect((await answerChallenge(teacher.form.email, first.body['Session'], code)).status).toBe(200);

    const again = await passwordSignIn(teacher.form.email);
    const replayed = await answerChallenge(teacher.form.email, again.body['Session'], code);

    expect(replayed.body).toMatchObject({
      __type: 'CodeMismatchException',
      message: 'Invalid code or auth state for the user.',
    });
    expect(replayed.body['AuthenticationResult']).toBeUndefined();
  });

  it('refuses a wrong code when enabling and leaves sign-in without two-factor', async () => {
    const teacher = await freshAccount('teacher');
    await callEndpoint(generateTwoFactorKey, { body: { accessToken: teacher.tokens.AccessToken }, as: teacher.as });

    const answer = await callEndpoint(enableTwoFactor, {
      body: { accessToken: teacher.tokens.AccessToken, code: '000000' },
      as: teacher.as,
    });

    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual([
      expect.objectContaining({ detail: TWO_FACTOR_CODE_WRONG, source: { pointer: '/data/attributes/code' } }),
    ]);
    expect((await callEndpoint(getSession, { as: teacher.as })).data.user.hasTwoFactor).toBe(false);
    expect((await passwordSignIn(teacher.form.email)).body['AuthenticationResult']).toBeDefined();
  });

  it('asks for six digits', async () => {
    const teacher = await freshAccount('teacher');

    const answer = await callEndpoint(enableTwoFactor, {
      body: { accessToken: teacher.tokens.AccessToken, code: '12ab' },
      as: teacher.as,
    });

    expect(answer.status).toBe(422);
    expect(answer.errors[0]?.detail).toBe('Please enter the 6-digit code.');
  });

  it('removes two-factor: sign-in needs the password only again', async () => {
    const teacher = await teacherWithTwoFactor();

    const removed = await callEndpoint(removeTwoFactor, {
      body: { accessToken: teacher.tokens.AccessToken },
      as: teacher.as,
    });

    expect(removed.status).toBe(200);
    expect(removed.data.user.hasTwoFactor).toBe(false);
    expect((await passwordSignIn(teacher.form.email)).body['AuthenticationResult']).toBeDefined();
  });

  it.each(['personal', 'parent', 'student', 'child'] as const)(
    'refuses a %s account on every two-factor route',
    async (key) => {
      const tokens = await signInTokens(DEMO_ACCOUNTS[key].username, DEMO_PASSWORD);
      const as = { token: tokens.IdToken };

      const answers = await Promise.all([
        callEndpoint(generateTwoFactorKey, { body: { accessToken: tokens.AccessToken }, as }),
        callEndpoint(enableTwoFactor, { body: { accessToken: tokens.AccessToken, code: '123456' }, as }),
        callEndpoint(removeTwoFactor, { body: { accessToken: tokens.AccessToken }, as }),
      ]);

      expect(answers.map((answer) => [answer.status, answer.errors[0]?.code])).toEqual(
        Array(3).fill([403, 'access-denied']),
      );
    },
  );

  it('refuses anonymous callers', async () => {
    const answers = await Promise.all([
      callEndpoint(generateTwoFactorKey, { body: { accessToken: 'x'.repeat(40) }, as: null }),
      callEndpoint(removeTwoFactor, { body: { accessToken: 'x'.repeat(40) }, as: null }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([401, 401]);
  });

  it("refuses another teacher's access token on every route and leaves that teacher's sign-in alone", async () => {
    const [caller, other] = await Promise.all([freshAccount('teacher'), teacherWithTwoFactor()]);

    const answers = await Promise.all([
      callEndpoint(generateTwoFactorKey, { body: { accessToken: other.tokens.AccessToken }, as: caller.as }),
      callEndpoint(enableTwoFactor, {
        body: { accessToken: other.tokens.AccessToken, code: await totpCode(other.key.secret) },
        as: caller.as,
      }),
      callEndpoint(removeTwoFactor, { body: { accessToken: other.tokens.AccessToken }, as: caller.as }),
    ]);

    expect(answers.map((answer) => [answer.status, answer.errors[0]?.detail])).toEqual(
      Array(3).fill([403, ACCESS_TOKEN_NOT_YOURS]),
    );
    expect((await passwordSignIn(other.form.email)).body['ChallengeName']).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('says two-factor cannot be set up for an account without a password', async () => {
    useLocalTable();
    const teacher = await freshAccount('teacher');
    await updateProfile(teacher.user.id, { hasPassword: false });

    const answer = await callEndpoint(generateTwoFactorKey, {
      body: { accessToken: teacher.tokens.AccessToken },
      as: teacher.as,
    });

    expect(answer.status).toBe(409);
    expect(answer.errors[0]?.detail).toBe(TWO_FACTOR_UNAVAILABLE);
  });

  it('answers 401 for a revoked access token', async () => {
    const teacher = await freshAccount('teacher');
    await cognitoCall('GlobalSignOut', { AccessToken: teacher.tokens.AccessToken });

    const answer = await callEndpoint(generateTwoFactorKey, {
      body: { accessToken: teacher.tokens.AccessToken },
      as: teacher.as,
    });

    expect(answer.status).toBe(401);
  });
});
