import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/data/client';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import {
  NOT_A_SOCIAL_SIGN_IN,
  SOCIAL_REGISTRATION_MESSAGES,
  type SocialRegistrationRequest,
} from '../../shared/schemas/auth-social';
import { classMembers } from '../../functions/data/class-groups';
import { loadSessionUser } from '../../functions/data/users';
import { DEMO_CLASS } from '../../bin/seed/demo-profiles';
import { ALREADY_REGISTERED_MESSAGE } from '../../shared/schemas/auth-messages';
import { callEndpoint } from './support/call-endpoint';
import { federatedSignIn, newIdentity } from './support/hosted-sign-in';
import { useLocalTable } from './support/local-table';
import { registration, signInTokens } from './support/portal-client';
import { subjectOf } from './support/token-claims';

const { getSocialUser, register, registerSocial } = authEndpoints;
const { getSession } = sessionEndpoints;

describe('GET /api/auth/social-user', () => {
  beforeAll(() => useLocalTable());

  it('answers who Google says a first-time person is', async () => {
    // Prepare
    const identity = newIdentity('social');
    const { idToken } = await federatedSignIn(identity, 'Google');
    // Act
    const answer = await callEndpoint(getSocialUser, { as: { token: idToken } });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.socialUser).toEqual({
      provider: 'Google',
      socialId: identity.user_id,
      socialEmail: identity.email,
      firstName: 'Sam',
      lastName: 'Rivers',
      title: null,
    });
  });

  it('answers null for what Facebook did not supply', async () => {
    const identity = { user_id: newIdentity().user_id };
    const { idToken } = await federatedSignIn(identity, 'Facebook');
    const answer = await callEndpoint(getSocialUser, { as: { token: idToken } });
    expect(answer.data.socialUser).toEqual({
      provider: 'Facebook',
      socialId: identity.user_id,
      socialEmail: null,
      firstName: null,
      lastName: null,
      title: null,
    });
  });

  it('refuses a caller who already has a profile', async () => {
    const answer = await callEndpoint(getSocialUser, { as: 'parent' });
    expect(answer.status).toBe(403);
    expect(answer.errors[0]?.detail).toBe(ALREADY_REGISTERED_MESSAGE);
  });

  it('refuses an anonymous caller', async () => {
    expect((await callEndpoint(getSocialUser, { as: null })).status).toBe(401);
  });

  it('answers 404 for a pool user without a social identity and no profile', async () => {
    // Prepare: a password account whose profile is gone (deleted from the table, its pool user kept).
    const form = registration();
    await callEndpoint(register, { body: form });
    const tokens = await signInTokens(form.email, form.password);
    const sub = subjectOf(tokens.IdToken);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: `USER#${sub}`, sk: 'PROFILE' } }));
    // Act
    const answer = await callEndpoint(getSocialUser, { as: { token: tokens.IdToken } });
    // Assess
    expect(answer.status).toBe(404);
    expect(answer.errors[0]?.detail).toBe(NOT_A_SOCIAL_SIGN_IN);
  });
});

describe('POST /api/auth/social-registration', () => {
  beforeAll(() => useLocalTable());

  it.each([
    ['personal', { homeRole: null, schoolRole: null }],
    ['parent', { homeRole: 'parent', schoolRole: null }],
    ['teacher', { homeRole: null, schoolRole: 'teacher' }],
  ] as const)(
    "creates a %s profile keyed by the federated sub, with the provider's names and email",
    async (accountType, roles) => {
      // Prepare
      const identity = newIdentity(accountType);
      const { idToken } = await federatedSignIn(identity, 'Google');
      // Act: the names and email the provider supplied win over the form's
      const answer = await callEndpoint(registerSocial, {
        body: { accountType, title: 'Dr.', firstName: 'Ignored', countryId: 'NZ' },
        as: { token: idToken },
      });
      // Assess
      expect(answer.status).toBe(201);
      expect(answer.data.user).toMatchObject({
        id: subjectOf(idToken),
        username: `google_${identity.user_id}`.toLowerCase(),
        email: identity.email,
        title: 'Dr.',
        firstName: 'Sam',
        lastName: 'Rivers',
        countryId: 'NZ',
        hasPassword: false,
        socialAccounts: [{ provider: 'Google', socialId: identity.user_id, email: identity.email }],
        ...roles,
      });
      const session = await callEndpoint(getSession, { as: { token: idToken } });
      expect(session.data.user.id).toBe(subjectOf(idToken));
    },
  );

  it('puts a student in the class of the class code, and its school; the last name may be left out', async () => {
    const identity = { user_id: newIdentity().user_id };
    const { idToken } = await federatedSignIn(identity, 'Facebook');
    const answer = await callEndpoint(registerSocial, {
      body: { accountType: 'student', firstName: 'Kim', lastName: '', classCode: ` ${DEMO_CLASS.code.toLowerCase()} ` },
      as: { token: idToken },
    });
    expect(answer.status).toBe(201);
    expect(answer.data.user).toMatchObject({
      firstName: 'Kim',
      lastName: '',
      email: null,
      schoolRole: 'student',
      schoolId: DEMO_CLASS.schoolId,
      countryId: null,
    });
    expect(await classMembers.get({ classId: DEMO_CLASS.id, userId: subjectOf(idToken) })).not.toBeNull();
  });

  it('asks for what the provider did not supply, each field with its message, and writes nothing', async () => {
    const identity = { user_id: newIdentity().user_id };
    const { idToken } = await federatedSignIn(identity, 'Facebook');
    const answer = await callEndpoint(registerSocial, { body: { accountType: 'parent' }, as: { token: idToken } });
    expect(answer.status).toBe(422);
    expect(answer.errors.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/attributes/firstName', SOCIAL_REGISTRATION_MESSAGES.firstNameRequired],
      ['/data/attributes/lastName', SOCIAL_REGISTRATION_MESSAGES.lastNameRequired],
      ['/data/attributes/email', SOCIAL_REGISTRATION_MESSAGES.emailRequired],
      ['/data/attributes/countryId', SOCIAL_REGISTRATION_MESSAGES.countryRequired],
    ]);
    expect(await loadSessionUser(subjectOf(idToken))).toBeNull();
  });

  it('refuses a missing account type, a student without a class code and a class code no class has', async () => {
    const { idToken } = await federatedSignIn(newIdentity('student'), 'Google');
    const noType = await callEndpoint(registerSocial, {
      body: { countryId: 'AU' } as unknown as SocialRegistrationRequest,
      as: { token: idToken },
    });
    expect(noType.status).toBe(422);
    expect(noType.errors[0]?.detail).toBe('Please select an account type');
    const noCode = await callEndpoint(registerSocial, {
      body: { accountType: 'student', classCode: '  ' },
      as: { token: idToken },
    });
    expect(noCode.errors.map((error) => error.detail)).toEqual([SOCIAL_REGISTRATION_MESSAGES.classCodeRequired]);
    const unknown = await callEndpoint(registerSocial, {
      body: { accountType: 'student', classCode: 'NOSUCH9' },
      as: { token: idToken },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.errors[0]).toMatchObject({
      detail: SOCIAL_REGISTRATION_MESSAGES.classNotFound,
      source: { pointer: '/data/attributes/classCode' },
    });
    expect(await loadSessionUser(subjectOf(idToken))).toBeNull();
  });

  it('refuses an email that belongs to a password account: that person logs in with the password', async () => {
    const form = registration();
    await callEndpoint(register, { body: form });
    const { idToken } = await federatedSignIn({ ...newIdentity(), email: form.email }, 'Google');
    const answer = await callEndpoint(registerSocial, {
      body: { accountType: 'personal', countryId: 'AU' },
      as: { token: idToken },
    });
    expect(answer.status).toBe(409);
    expect(answer.errors[0]?.detail).toBe(SOCIAL_REGISTRATION_MESSAGES.passwordAccount);
    expect(await loadSessionUser(subjectOf(idToken))).toBeNull();
  });

  it('refuses a second registration of the same person, a caller with a profile, and an anonymous caller', async () => {
    const { idToken } = await federatedSignIn(newIdentity('twice'), 'Google');
    expect(
      (
        await callEndpoint(registerSocial, {
          body: { accountType: 'personal', countryId: 'AU' },
          as: { token: idToken },
        })
      ).status,
    ).toBe(201);
    const again = await callEndpoint(registerSocial, {
      body: { accountType: 'personal', countryId: 'AU' },
      as: { token: idToken },
    });
    expect(again.status).toBe(403);
    expect(again.errors[0]?.detail).toBe(ALREADY_REGISTERED_MESSAGE);
    expect(
      (await callEndpoint(registerSocial, { body: { accountType: 'personal', countryId: 'AU' }, as: 'parent' })).status,
    ).toBe(403);
    expect(
      (await callEndpoint(registerSocial, { body: { accountType: 'personal', countryId: 'AU' }, as: null })).status,
    ).toBe(401);
  });
});
