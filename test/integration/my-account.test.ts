import { describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { ACCESS_TOKEN_NOT_YOURS, WRONG_CURRENT_PASSWORD } from '../../shared/schemas/me';
import { PASSWORDS_DO_NOT_MATCH } from '../../shared/schemas/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { callEndpoint } from './support/call-endpoint';
import { freshAccount } from './support/accounts';
import { cognitoCall, portal, signInTokens, VALID_PASSWORD } from './support/portal-client';

const { getSession } = sessionEndpoints;
const { updateMyProfile, changeMyPassword } = meEndpoints;
const NEW_PASSWORD = 'Another-horse-77?';

describe('My Account: profile', () => {
  it('saves the title and names, trimmed, and the session shows them', async () => {
    // Prepare
    const account = await freshAccount();

    // Act
    const saved = await callEndpoint(updateMyProfile, {
      body: { title: 'Dr.', firstName: '  Grace ', lastName: 'Hopper' },
      as: account.as,
    });

    // Assess
    expect(saved.status).toBe(200);
    expect(saved.data.user).toMatchObject({
      title: 'Dr.',
      firstName: 'Grace',
      lastName: 'Hopper',
      username: account.form.email,
    });
    const session = await callEndpoint(getSession, { as: account.as });
    expect(session.data.user).toMatchObject({ title: 'Dr.', firstName: 'Grace', lastName: 'Hopper' });
  });

  it('answers 422 with pointers for a blank name and changes nothing', async () => {
    const account = await freshAccount();

    const answer = await callEndpoint(updateMyProfile, {
      body: { title: null, firstName: ' ', lastName: '' },
      as: account.as,
    });

    expect(answer.status).toBe(422);
    expect(answer.errors.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/attributes/firstName', 'Please enter your first name.'],
      ['/data/attributes/lastName', 'Please enter your last name.'],
    ]);
    expect((await callEndpoint(getSession, { as: account.as })).data.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it.each(['student', 'child'] as const)('refuses a %s account, and anonymous callers', async (key) => {
    const [managed, anonymous] = await Promise.all([
      callEndpoint(updateMyProfile, { body: { title: null, firstName: 'New', lastName: 'Name' }, as: key }),
      callEndpoint(updateMyProfile, { body: { title: null, firstName: 'New', lastName: 'Name' }, as: null }),
    ]);

    expect(managed.status).toBe(403);
    expect(anonymous.status).toBe(401);
    expect((await callEndpoint(getSession, { as: key })).data.user.firstName).not.toBe('New');
  });
});

describe('My Account: password', () => {
  it('changes the password when the current one is right: the new one signs in, the old one no longer does', async () => {
    // Prepare
    const account = await freshAccount();

    // Act
    const answer = await callEndpoint(changeMyPassword, {
      body: {
        accessToken: account.tokens.AccessToken,
        currentPassword: VALID_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      as: account.as,
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ changed: true });
    await expect(signInTokens(account.form.email, NEW_PASSWORD)).resolves.toHaveProperty('IdToken');
    await expect(signInTokens(account.form.email, VALID_PASSWORD)).rejects.toThrow('Incorrect username or password');
  });

  it("says 'Incorrect username or password' for a wrong current password and keeps the old one", async () => {
    const account = await freshAccount();

    const answer = await callEndpoint(changeMyPassword, {
      body: {
        accessToken: account.tokens.AccessToken,
        currentPassword: 'Not-my-password-1!',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      as: account.as,
    });

    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual([
      expect.objectContaining({
        detail: WRONG_CURRENT_PASSWORD,
        source: { pointer: '/data/attributes/currentPassword' },
      }),
    ]);
    await expect(signInTokens(account.form.email, VALID_PASSWORD)).resolves.toHaveProperty('IdToken');
  });

  it('applies the password rule and the confirmation before calling the user pool', async () => {
    const account = await freshAccount();

    const answer = await callEndpoint(changeMyPassword, {
      body: {
        accessToken: account.tokens.AccessToken,
        currentPassword: VALID_PASSWORD,
        password: 'short',
        passwordConfirmation: 'other',
      },
      as: account.as,
    });

    expect(answer.status).toBe(422);
    const details = answer.errors.map((error) => error.detail);
    expect(details).toContain('The password must be at least 14 characters.');
    expect(details).toContain('The password must contain at least one number.');
    expect(details).toContain(PASSWORDS_DO_NOT_MATCH);
    await expect(signInTokens(account.form.email, VALID_PASSWORD)).resolves.toHaveProperty('IdToken');
  });

  it("refuses another user's access token and leaves both passwords as they were", async () => {
    const [caller, other] = await Promise.all([freshAccount(), freshAccount()]);

    const answer = await callEndpoint(changeMyPassword, {
      body: {
        accessToken: other.tokens.AccessToken,
        currentPassword: VALID_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      as: caller.as,
    });

    expect(answer.status).toBe(403);
    expect(answer.errors[0]?.detail).toBe(ACCESS_TOKEN_NOT_YOURS);
    await expect(signInTokens(other.form.email, VALID_PASSWORD)).resolves.toHaveProperty('IdToken');
  });

  it('refuses an ID token in place of the access token', async () => {
    const account = await freshAccount();

    const answer = await callEndpoint(changeMyPassword, {
      body: {
        accessToken: account.tokens.IdToken,
        currentPassword: VALID_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      as: account.as,
    });

    expect(answer.status).toBe(403);
  });

  it.each(['student', 'child'] as const)('refuses a %s account even with its own access token', async (key) => {
    const tokens = await signInTokens(DEMO_ACCOUNTS[key].username, DEMO_PASSWORD);

    const answer = await callEndpoint(changeMyPassword, {
      body: {
        accessToken: tokens.AccessToken,
        currentPassword: DEMO_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      as: { token: tokens.IdToken },
    });

    expect(answer.status).toBe(403);
    expect(answer.errors[0]?.code).toBe('access-denied');
    await expect(signInTokens(DEMO_ACCOUNTS[key].username, DEMO_PASSWORD)).resolves.toHaveProperty('IdToken');
  });

  it('answers 401 for a revoked access token', async () => {
    const account = await freshAccount();
    await cognitoCall('GlobalSignOut', { AccessToken: account.tokens.AccessToken });

    const answer = await callEndpoint(changeMyPassword, {
      body: {
        accessToken: account.tokens.AccessToken,
        currentPassword: VALID_PASSWORD,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
      as: account.as,
    });

    expect(answer.status).toBe(401);
    await expect(signInTokens(account.form.email, VALID_PASSWORD)).resolves.toHaveProperty('IdToken');
  });

  it('is no longer a call the browser can make to the user pool itself', async () => {
    const account = await freshAccount();

    const answer = await cognitoCall('ChangePassword', {
      AccessToken: account.tokens.AccessToken,
      PreviousPassword: VALID_PASSWORD,
      ProposedPassword: NEW_PASSWORD,
    });

    expect(answer.body['__type']).toBe('AccessDeniedException');
    expect(portal().url).toBeTruthy();
  });
});
