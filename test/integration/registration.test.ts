import { describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, PASSWORDS_DO_NOT_MATCH } from '../../shared/schemas/registration';
import { callApi, detailAt, registration, signIn, uniqueEmail, VALID_PASSWORD, type ErrorList } from './support/portal-client';

interface RegisteredUser {
  user: { id: string; username: string; email: string; homeRole: string | null; schoolRole: string | null; countryId: string | null };
}

describe('registration', () => {
  it.each([
    ['home', null, null],
    ['parent', 'parent', null],
    ['teacher', null, 'teacher'],
  ])('creates a %s account that can sign in and read its session', async (accountType, homeRole, schoolRole) => {
    // Prepare
    const form = registration({ accountType, email: uniqueEmail(accountType).toUpperCase() });

    // Act
    const created = await callApi<RegisteredUser>('POST', '/api/auth/register', { body: form });
    const token = await signIn(form.email.toLowerCase(), VALID_PASSWORD);
    const session = await callApi<RegisteredUser>('GET', '/api/auth/session', { token });

    // Assess
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ username: form.email.toLowerCase(), email: form.email.toLowerCase(), homeRole, schoolRole, countryId: 'AU' });
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(created.body.user.id);
  });

  it('answers an empty form with every field error and creates nothing', async () => {
    const answer = await callApi<ErrorList>('POST', '/api/auth/register', { body: {} });

    expect(answer.status).toBe(422);
    expect(detailAt(answer, 'accountType')).toEqual(['Please select an account type']);
    expect(detailAt(answer, 'firstName')).toEqual(['Please enter your first name.']);
    expect(detailAt(answer, 'lastName')).toEqual(['Please enter your last name.']);
    expect(detailAt(answer, 'email')).toEqual(['Please enter your email address.']);
    expect(detailAt(answer, 'password')).toEqual(['Please enter a password.']);
    expect(detailAt(answer, 'passwordConfirmation')).toEqual(['Please confirm your password.']);
  });

  it('treats whitespace-only names as missing', async () => {
    const answer = await callApi<ErrorList>('POST', '/api/auth/register', { body: registration({ firstName: '   ' }) });

    expect(answer.status).toBe(422);
    expect(detailAt(answer, 'firstName')).toEqual(['Please enter your first name.']);
  });

  it.each([
    ['short1!', 'The password must be at least 14 characters.'],
    ['no-numbers-here-at-all!', 'The password must contain at least one number.'],
    ['12345678901234!', 'The password must contain at least one letter.'],
    ['NoSymbolsButLong123', 'The password must contain at least one symbol.'],
  ])('refuses the password %s', async (password, message) => {
    const answer = await callApi<ErrorList>('POST', '/api/auth/register', { body: registration({ password, passwordConfirmation: password }) });

    expect(answer.status).toBe(422);
    expect(detailAt(answer, 'password')).toContain(message);
  });

  it('refuses a confirmation that does not match', async () => {
    const answer = await callApi<ErrorList>('POST', '/api/auth/register', { body: registration({ passwordConfirmation: 'Different-pass-99!' }) });

    expect(answer.status).toBe(422);
    expect(detailAt(answer, 'passwordConfirmation')).toEqual([PASSWORDS_DO_NOT_MATCH]);
  });

  it('refuses an invalid email, title or country', async () => {
    const answer = await callApi<ErrorList>('POST', '/api/auth/register', { body: registration({ email: 'not-an-email', title: 'Sir', countryId: 'XX' }) });

    expect(answer.status).toBe(422);
    expect(detailAt(answer, 'email')).toEqual(['Please enter a valid email address.']);
    expect(detailAt(answer, 'title')).toEqual(['Please choose a title.']);
  });

  it('refuses a country that is not in the list, after the form itself is valid', async () => {
    const form = registration({ countryId: 'XX' });

    const answer = await callApi<ErrorList>('POST', '/api/auth/register', { body: form });
    const check = await callApi<{ exists: boolean }>('POST', '/api/users/check-username', { body: { username: form.email } });

    expect(answer.status).toBe(422);
    expect(detailAt(answer, 'countryId')).toEqual(['Please choose a country from the list.']);
    expect(check.body.exists).toBe(false);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const form = registration();
    await callApi('POST', '/api/auth/register', { body: form });

    const again = await callApi<ErrorList>('POST', '/api/auth/register', { body: { ...form, email: form.email.toUpperCase() } });

    expect(again.status).toBe(409);
    expect(detailAt(again, 'email')).toEqual([EMAIL_TAKEN]);
  });

  it('gives exactly one account to 20 concurrent registrations of one email', async () => {
    const form = registration({ email: uniqueEmail('race') });

    const answers = await Promise.all(Array.from({ length: 20 }, () => callApi<RegisteredUser>('POST', '/api/auth/register', { body: form })));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const token = await signIn(form.email, VALID_PASSWORD);
    const session = await callApi<RegisteredUser>('GET', '/api/auth/session', { token });
    expect(session.body.user.id).toBe(answers.find((answer) => answer.status === 201)?.body.user.id);
  });

  it('rejects the reserved parameter names id and action', async () => {
    const inBody = await callApi<ErrorList>('POST', '/api/auth/register', { body: { ...registration(), id: 'x' } });
    const inQuery = await callApi<ErrorList>('POST', '/api/auth/register?action=register', { body: registration() });

    expect(inBody.status).toBe(422);
    expect(detailAt(inBody, 'id')).toEqual(["'id' is a reserved parameter name and cannot be used."]);
    expect(inQuery.status).toBe(422);
    expect(detailAt(inQuery, 'action')).toEqual(["'action' is a reserved parameter name and cannot be used."]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const answer = await callApi<ErrorList>('POST', '/api/auth/register', { rawBody: '{"accountType":' });

    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]?.detail).toBe('The request body is not valid JSON.');
  });
});
