import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { samlEndpoints } from '../../shared/api/endpoints/saml';
import { SAML_CUSTOM_ATTRIBUTES } from '../../shared/rules/federated-sign-in';
import { ALREADY_SAML_LINKED, SCHOOL_ROLE_REQUIRED, samlProvisioningError } from '../../shared/schemas/saml';
import { SCHOOL_SIGN_ON_MESSAGES } from '../../shared/schemas/saml-accounts';
import { SOCIAL_REGISTRATION_MESSAGES } from '../../shared/schemas/auth-social';
import { DEMO_CLASS, DEMO_OTHER_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { findUserIdBySamlNameId, getSamlAccount, samlNameIdOwners } from '../../functions/data/saml-accounts';
import { findUserIdByUsername } from '../../functions/data/usernames';
import { loadSessionUser } from '../../functions/data/users';
import { MOCK_SAML_PROVIDER } from '../../functions/domain/saml/saml-claims';
import { ALREADY_REGISTERED_MESSAGE } from '../../shared/schemas/auth-messages';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { federatedSignIn, newIdentity } from './support/hosted-sign-in';
import { useLocalTable } from './support/local-table';
import { putTestProvider, testProviderSignIn, withoutAttributes } from './support/school-providers';
import { schoolPerson, schoolSignIn } from './support/school-sign-on';

const { getSamlNewUser, registerSaml, getSamlLastError } = samlEndpoints;
const lastErrorOf = async (token: string) => (await callEndpoint(getSamlLastError, { as: { token } })).data.lastError;

beforeAll(() => useLocalTable());

describe('GET /api/saml2/new-user', () => {
  it('answers who the school system says a first-time person is, with the asserted role and school', async () => {
    // Prepare
    const person = schoolPerson({ schoolRoleValue: 'teacher' });
    const signedIn = await schoolSignIn(person);
    // Act
    const answer = await callEndpoint(getSamlNewUser, { as: { token: signedIn.idToken } });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.samlUser).toEqual({
      samlIdp: expect.objectContaining({ id: MOCK_SAML_PROVIDER.id, name: MOCK_SAML_PROVIDER.name, type: 'school' }),
      nameId: person.nameId,
      email: person.emailValue,
      firstName: 'Sky',
      lastName: 'School',
      schoolRole: 'teacher',
      schoolId: DEMO_OTHER_SCHOOL_ID,
    });
  });

  it('answers a null role when the school system asserted none, and the only school of the provider when the answer names another', async () => {
    const signedIn = await schoolSignIn(schoolPerson({ schoolIdValue: 'not-a-school-of-it' }));
    await withoutAttributes(signedIn.username, [SAML_CUSTOM_ATTRIBUTES.schoolRole]);
    const answer = await callEndpoint(getSamlNewUser, { as: { token: signedIn.idToken } });
    expect(answer.data.samlUser).toMatchObject({ schoolRole: null, schoolId: DEMO_OTHER_SCHOOL_ID });
  });

  it('answers 404 to a Google newcomer: not a school sign-on', async () => {
    const { idToken } = await federatedSignIn(newIdentity('google'), 'Google');
    const answer = await callEndpoint(getSamlNewUser, { as: { token: idToken } });
    expect(answer.status).toBe(404);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_SIGN_ON_MESSAGES.notASamlSignIn);
  });

  it('refuses a caller with a profile (403) and an anonymous one (401)', async () => {
    expect((await callEndpoint(getSamlNewUser, { as: 'teacher' })).status).toBe(403);
    expect((await callEndpoint(getSamlNewUser, { as: null })).status).toBe(401);
  });
});

describe('POST /api/saml2/register', () => {
  it("creates a teacher of the provider's school with the asserted role, the school's names and email, its username claimed and its SAML account", async () => {
    // Prepare
    const person = schoolPerson({ schoolRoleValue: 'teacher' });
    const signedIn = await schoolSignIn(person);
    // Act: the role asserted, the form's names ignored
    const answer = await callEndpoint(registerSaml, {
      body: { title: 'Dr.', firstName: 'Ignored' },
      as: { token: signedIn.idToken },
    });
    // Assess
    expect(answer.status).toBe(201);
    expect(answer.data.user).toMatchObject({
      id: signedIn.sub,
      username: signedIn.username.toLowerCase(),
      email: person.emailValue,
      title: 'Dr.',
      firstName: 'Sky',
      lastName: 'School',
      schoolRole: 'teacher',
      schoolId: DEMO_OTHER_SCHOOL_ID,
      homeRole: null,
      hasPassword: false,
    });
    expect(await findUserIdByUsername(signedIn.username)).toBe(signedIn.sub);
    expect(await getSamlAccount(signedIn.sub, MOCK_SAML_PROVIDER.id)).toMatchObject({
      nameId: person.nameId,
      email: person.emailValue,
    });
    expect(await findUserIdBySamlNameId(MOCK_SAML_PROVIDER.id, person.nameId)).toBe(signedIn.sub);
    const session = await callEndpoint(sessionEndpoints.getSession, { as: { token: signedIn.idToken } });
    expect(session.data.user.id).toBe(signedIn.sub);
    // A second registration is refused: the caller has a profile now.
    const again = await callEndpoint(registerSaml, { body: {}, as: { token: signedIn.idToken } });
    expect(again.status).toBe(403);
    expect(again.errors[0]?.detail).toBe(ALREADY_REGISTERED_MESSAGE);
    expect(await lastErrorOf(signedIn.idToken)).toBeNull();
  });

  it('asks for the role when the school system asserted none, then takes the chosen one (a student may leave out the last name and email)', async () => {
    // Prepare: a school system that sends neither role nor last name nor email
    const signedIn = await schoolSignIn(schoolPerson());
    await withoutAttributes(signedIn.username, [SAML_CUSTOM_ATTRIBUTES.schoolRole, 'family_name', 'email']);
    // Act
    const missing = await callEndpoint(registerSaml, { body: {}, as: { token: signedIn.idToken } });
    const registered = await callEndpoint(registerSaml, {
      body: { schoolRole: 'student', lastName: '' },
      as: { token: signedIn.idToken },
    });
    // Assess
    expect(missing.status).toBe(422);
    expect(missing.errors.map((error) => [error.source?.pointer, error.detail])).toEqual([
      ['/data/attributes/schoolRole', SCHOOL_ROLE_REQUIRED],
      ['/data/attributes/lastName', SOCIAL_REGISTRATION_MESSAGES.lastNameRequired],
      ['/data/attributes/email', SOCIAL_REGISTRATION_MESSAGES.emailRequired],
    ]);
    expect(registered.status).toBe(201);
    expect(registered.data.user).toMatchObject({
      schoolRole: 'student',
      firstName: 'Sky',
      lastName: '',
      email: null,
      schoolId: DEMO_OTHER_SCHOOL_ID,
    });
  });

  it("takes the chosen role and the form's names and email where the school system supplied none", async () => {
    const signedIn = await schoolSignIn(schoolPerson({ schoolRoleValue: 'teacher' }));
    await withoutAttributes(signedIn.username, [
      SAML_CUSTOM_ATTRIBUTES.schoolRole,
      'given_name',
      'family_name',
      'email',
    ]);
    const email = `typed-${signedIn.sub.slice(0, 8)}@school.example`;
    const answer = await callEndpoint(registerSaml, {
      body: { schoolRole: 'teacher', firstName: 'Tia', lastName: 'Typed', email },
      as: { token: signedIn.idToken },
    });
    expect(answer.status).toBe(201);
    expect(answer.data.user).toMatchObject({ schoolRole: 'teacher', firstName: 'Tia', lastName: 'Typed', email });
    expect(await getSamlAccount(signedIn.sub, MOCK_SAML_PROVIDER.id)).toMatchObject({ email });
  });

  it("refuses an email that is already an account's (409, pointing at the email) and writes nothing", async () => {
    const existing = await freshAccount('teacher');
    const signedIn = await schoolSignIn(schoolPerson({ schoolRoleValue: 'teacher' }));
    await withoutAttributes(signedIn.username, ['email']);
    const answer = await callEndpoint(registerSaml, {
      body: { email: existing.form.email },
      as: { token: signedIn.idToken },
    });
    expect(answer.status).toBe(409);
    expect(answer.errors[0]).toMatchObject({
      detail: SCHOOL_SIGN_ON_MESSAGES.emailHasAccount,
      source: { pointer: '/data/attributes/email' },
    });
    expect(await loadSessionUser(signedIn.sub)).toBeNull();
    expect(await findUserIdByUsername(signedIn.username)).toBeNull();
  });

  it('refuses a NameID already linked to an account with 409', async () => {
    // Prepare: the school identity's NameID owned by another account (as a link of it would leave it)
    const signedIn = await schoolSignIn(schoolPerson({ schoolRoleValue: 'teacher' }));
    const person = await callEndpoint(getSamlNewUser, { as: { token: signedIn.idToken } });
    await samlNameIdOwners.put({
      samlIdpId: MOCK_SAML_PROVIDER.id,
      nameId: person.data.samlUser.nameId,
      userId: 'someone-else',
    });
    // Act
    const answer = await callEndpoint(registerSaml, { body: {}, as: { token: signedIn.idToken } });
    // Assess
    expect(answer.status).toBe(409);
    expect(answer.errors[0]?.detail).toBe(ALREADY_SAML_LINKED);
    expect(await loadSessionUser(signedIn.sub)).toBeNull();
    expect(await lastErrorOf(signedIn.idToken)).toMatchObject({ message: ALREADY_SAML_LINKED });
  });

  describe('a school system serving several schools', () => {
    let district: Awaited<ReturnType<typeof putTestProvider>>;
    beforeAll(async () => {
      district = await putTestProvider({ id: 'test-district', schoolIds: ['district-school-a', 'district-school-b'] });
    });

    it('registers the person at the school the answer names', async () => {
      const signedIn = await testProviderSignIn(district, { schoolId: 'district-school-b', role: 'teacher' });
      const answer = await callEndpoint(registerSaml, { body: {}, as: { token: signedIn.idToken } });
      expect(answer.status).toBe(201);
      expect(answer.data.user).toMatchObject({ schoolId: 'district-school-b', schoolRole: 'teacher' });
      expect(await getSamlAccount(signedIn.sub, district.id)).toMatchObject({ nameId: signedIn.nameId });
    });

    it('refuses with 409 "Error provisioning SAML account" when the answer names no school of it, records it as the last error, and writes nothing', async () => {
      // Prepare
      const signedIn = await testProviderSignIn(district, { schoolId: 'a-school-it-does-not-serve' });
      expect(
        (await callEndpoint(getSamlNewUser, { as: { token: signedIn.idToken } })).data.samlUser.schoolId,
      ).toBeNull();
      expect(await lastErrorOf(signedIn.idToken)).toBeNull();
      // Act
      const answer = await callEndpoint(registerSaml, { body: {}, as: { token: signedIn.idToken } });
      // Assess
      const message = samlProvisioningError(SCHOOL_SIGN_ON_MESSAGES.noSchool);
      expect(answer.status).toBe(409);
      expect(answer.errors[0]?.detail).toBe(message);
      expect(await loadSessionUser(signedIn.sub)).toBeNull();
      expect(await findUserIdByUsername(signedIn.username)).toBeNull();
      const lastError = await lastErrorOf(signedIn.idToken);
      expect(lastError?.message).toBe(message);
      expect(Date.now() - new Date(lastError?.occurredAt ?? 0).getTime()).toBeLessThan(60_000);
    });
  });
});

describe('GET /api/saml2/last-error', () => {
  it('answers null to an account without a failure, and 401 to an anonymous caller', async () => {
    expect((await callEndpoint(getSamlLastError, { as: 'parent' })).data).toEqual({ lastError: null });
    expect((await callEndpoint(getSamlLastError, { as: null })).status).toBe(401);
  });
});

describe('restricted accounts in social registration', () => {
  afterAll(async () => {
    // The demo class's school is served by no provider again.
    await putTestProvider({ id: 'test-restricted', restrictAccounts: true, schoolIds: [] });
  });

  it("refuses a student whose class's school takes new accounts only through its school system (403), and writes nothing", async () => {
    // Prepare
    await putTestProvider({ id: 'test-restricted', restrictAccounts: true, schoolIds: [DEMO_CLASS.schoolId] });
    const { idToken } = await federatedSignIn(newIdentity('restricted'), 'Google');
    // Act
    const answer = await callEndpoint(authEndpoints.registerSocial, {
      body: { accountType: 'student', classCode: DEMO_CLASS.code },
      as: { token: idToken },
    });
    // Assess
    expect(answer.status).toBe(403);
    expect(answer.errors[0]?.detail).toBe(SCHOOL_SIGN_ON_MESSAGES.restrictedAccounts);
    const session = await callEndpoint(sessionEndpoints.getSession, { as: { token: idToken } });
    expect(session.status).toBe(401);
  });
});
