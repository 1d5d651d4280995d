import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import {
  EMAIL_TAKEN,
  PASSWORDS_DO_NOT_MATCH,
  TEACHER_COUNTRY_REQUIRED,
  TOO_MANY_USERNAME_CHECKS,
} from '../../shared/schemas/auth';
import { countAttempt } from '../../functions/data/rate-limits';
import { USERNAME_CHECK_LIMITS } from '../../functions/domain/auth/usernames';
import { ownLoopbackAddress, postJsonFrom } from './support/from-address';
import { useLocalTable } from './support/local-table';
import { callEndpoint, detailsAt } from './support/call-endpoint';
import { registration, signIn, uniqueEmail, VALID_PASSWORD } from './support/portal-client';
import { fillWindow, inOneWindow } from './support/rate-windows';

const { register, checkUsername } = authEndpoints;
const { getSession } = sessionEndpoints;

describe('registration', () => {
  it.each([
    ['home', null, null],
    ['parent', 'parent', null],
    ['teacher', null, 'teacher'],
  ] as const)(
    'creates a %s account that can sign in and read its session',
    async (accountType, homeRole, schoolRole) => {
      // Prepare
      const form = registration({ accountType, email: uniqueEmail(accountType).toUpperCase() });

      // Act
      const created = await callEndpoint(register, { body: form });
      const token = await signIn(form.email.toLowerCase(), VALID_PASSWORD);
      const session = await callEndpoint(getSession, { as: { token } });

      // Assess
      expect(created.status).toBe(201);
      expect(created.data.user).toMatchObject({
        username: form.email.toLowerCase(),
        email: form.email.toLowerCase(),
        homeRole,
        schoolRole,
        countryId: 'AU',
      });
      expect(session.status).toBe(200);
      expect(session.data.user.id).toBe(created.data.user.id);
    },
  );

  it('answers an empty form with every field error and creates nothing', async () => {
    const answer = await callEndpoint(register, { invalidBody: {} });

    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'accountType')).toEqual(['Please select an account type']);
    expect(detailsAt(answer, 'firstName')).toEqual(['Please enter your first name.']);
    expect(detailsAt(answer, 'lastName')).toEqual(['Please enter your last name.']);
    expect(detailsAt(answer, 'email')).toEqual(['Please enter your email address.']);
    expect(detailsAt(answer, 'password')).toEqual(['Please enter a password.']);
    expect(detailsAt(answer, 'passwordConfirmation')).toEqual(['Please confirm your password.']);
  });

  it('treats whitespace-only names as missing', async () => {
    const answer = await callEndpoint(register, { body: registration({ firstName: '   ' }) });

    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'firstName')).toEqual(['Please enter your first name.']);
  });

  it('treats names made only of invisible characters as missing, and refuses control characters and lone surrogates', async () => {
    // Act: JSON's \ud800 escape reaches the API as a lone surrogate
    const invisible = await callEndpoint(register, { body: registration({ firstName: '\u200B\uFEFF' }) });
    const control = await callEndpoint(register, { body: registration({ lastName: 'Love\u0007lace' }) });
    const surrogate = await callEndpoint(register, {
      rawBody: JSON.stringify(registration()).replace('"Ada"', '"Ada\\ud800"'),
    });

    // Assess
    expect(detailsAt(invisible, 'firstName')).toEqual(['Please enter your first name.']);
    expect(detailsAt(control, 'lastName')).toEqual(['The last name contains a character that is not allowed.']);
    expect(detailsAt(surrogate, 'firstName')).toEqual(['The first name contains a character that is not allowed.']);
  });

  it('counts only the digits 0-9 as numbers in a password, as Cognito does', async () => {
    const password = 'Arabic-three-\u0663-only!';
    const answer = await callEndpoint(register, { body: registration({ password, passwordConfirmation: password }) });

    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'password')).toContain('The password must contain at least one number.');
  });

  it.each([
    ['short1!', 'The password must be at least 14 characters.'],
    ['no-numbers-here-at-all!', 'The password must contain at least one number.'],
    ['12345678901234!', 'The password must contain at least one letter.'],
    ['NoSymbolsButLong123', 'The password must contain at least one symbol.'],
  ])('refuses the password %s', async (password, message) => {
    const answer = await callEndpoint(register, { body: registration({ password, passwordConfirmation: password }) });

    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'password')).toContain(message);
  });

  it('refuses a confirmation that does not match', async () => {
    const answer = await callEndpoint(register, { body: registration({ passwordConfirmation: 'Different-pass-99!' }) });

    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'passwordConfirmation')).toEqual([PASSWORDS_DO_NOT_MATCH]);
  });

  it('refuses an invalid email, title or country', async () => {
    const answer = await callEndpoint(register, {
      invalidBody: { ...registration(), email: 'not-an-email', title: 'Sir', countryId: 'XX' },
    });

    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'email')).toEqual(['Please enter a valid email address.']);
    expect(detailsAt(answer, 'title')).toEqual(['Please choose a title.']);
  });

  it('asks a teacher for a country (their school is searched for in it), and nobody else', async () => {
    const teacher = registration({ accountType: 'teacher', countryId: null });
    const parent = registration({ accountType: 'parent', countryId: null });

    const refused = await callEndpoint(register, { body: teacher });
    const accepted = await callEndpoint(register, { body: parent });
    const check = await callEndpoint(checkUsername, { body: { username: teacher.email } });

    expect(refused.status).toBe(422);
    expect(detailsAt(refused, 'countryId')).toEqual([TEACHER_COUNTRY_REQUIRED]);
    expect(check.data.exists).toBe(false);
    expect(accepted.status).toBe(201);
    expect(accepted.data.user.countryId).toBeNull();
  });

  it('refuses a country that is not in the list, after the form itself is valid', async () => {
    const form = registration({ countryId: 'XX' });

    const answer = await callEndpoint(register, { body: form });
    const check = await callEndpoint(checkUsername, { body: { username: form.email } });

    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'countryId')).toEqual(['Please choose a country from the list.']);
    expect(check.data.exists).toBe(false);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const form = registration();
    await callEndpoint(register, { body: form });

    const again = await callEndpoint(register, { body: { ...form, email: form.email.toUpperCase() } });

    expect(again.status).toBe(409);
    expect(detailsAt(again, 'email')).toEqual([EMAIL_TAKEN]);
  });

  it('gives exactly one account to 20 concurrent registrations of one email', async () => {
    const form = registration({ email: uniqueEmail('race') });

    const answers = await Promise.all(Array.from({ length: 20 }, () => callEndpoint(register, { body: form })));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const token = await signIn(form.email, VALID_PASSWORD);
    const session = await callEndpoint(getSession, { as: { token } });
    expect(session.data.user.id).toBe(answers.find((answer) => answer.status === 201)?.data.user.id);
  });

  it('rejects the reserved parameter names id and action', async () => {
    const inBody = await callEndpoint(register, { invalidBody: { ...registration(), id: 'x' } });
    const inQuery = await callEndpoint(register, { body: registration(), invalidQuery: { action: 'register' } });

    expect(inBody.status).toBe(422);
    expect(detailsAt(inBody, 'id')).toEqual(["'id' is a reserved parameter name and cannot be used."]);
    expect(inQuery.status).toBe(422);
    expect(detailsAt(inQuery, 'action')).toEqual(["'action' is a reserved parameter name and cannot be used."]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const answer = await callEndpoint(register, { rawBody: '{"accountType":' });

    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.detail).toBe('The request body is not valid JSON.');
  });
});

describe('the username check has limits (enumeration)', () => {
  beforeAll(() => useLocalTable());
  const checkFrom = (address: string, username: string) => postJsonFrom(address, checkUsername.path, { username });

  it(`answers 429 past ${USERNAME_CHECK_LIMITS.perName.limit} checks of one username in the hour, from any address`, async () => {
    // Prepare: an account, checked up to the limit from addresses of this test's own
    const form = registration();
    expect((await callEndpoint(register, { body: form })).status).toBe(201);
    const answers = [];
    for (let sent = 0; sent < USERNAME_CHECK_LIMITS.perName.limit; sent += 1)
      answers.push(await checkFrom(ownLoopbackAddress(), sent % 2 ? form.email : form.email.toUpperCase()));

    // Act
    const refused = await checkFrom(ownLoopbackAddress(), ` ${form.email} `);
    const otherName = await checkFrom(ownLoopbackAddress(), uniqueEmail('other'));

    // Assess
    expect(answers.map((answer) => [answer.status, answer.json['exists']])).toEqual(answers.map(() => [200, true]));
    expect(refused.status).toBe(429);
    expect(refused.json.errors?.[0]).toMatchObject({
      detail: TOO_MANY_USERNAME_CHECKS,
      source: { pointer: '/data/attributes/username' },
    });
    expect(refused.json['exists']).toBeUndefined();
    expect([otherName.status, otherName.json['exists']]).toEqual([200, false]);
  });

  it(`answers 429 past ${USERNAME_CHECK_LIMITS.perAddress.limit} checks from one viewer address in 5 minutes, whatever the names`, async () => {
    // Prepare: an address of this test's own, its window filled as the route counts
    const address = ownLoopbackAddress();
    await inOneWindow(USERNAME_CHECK_LIMITS.perAddress.windowMs, 60_000);
    expect((await checkFrom(address, uniqueEmail('first'))).status).toBe(200);
    const counted = await countAttempt({ ...USERNAME_CHECK_LIMITS.perAddress, limit: Infinity }, address, new Date());
    expect(counted.count).toBe(2); // the check above was counted against this very address
    await fillWindow(USERNAME_CHECK_LIMITS.perAddress, address);

    // Act
    const refused = await checkFrom(address, uniqueEmail('fresh'));
    const elsewhere = await checkFrom(ownLoopbackAddress(), uniqueEmail('fresh'));

    // Assess
    expect([refused.status, refused.json.errors?.[0]?.detail]).toEqual([429, TOO_MANY_USERNAME_CHECKS]);
    expect([elsewhere.status, elsewhere.json['exists']]).toEqual([200, false]);
  }, 150_000); // up to a minute's wait for a fresh window, then a class's thousand checks
});
