import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_ON_ATTRIBUTES } from '../../../../shared/schemas/app-launch';
import { sharedAttributes } from '../../../../shared/schemas/app-sharing';
import { LIS_ROLES, LTI_CLAIM } from '../../../../shared/schemas/lti';
import { sessionUserSchema, type SessionUser } from '../../../../shared/schemas/user';
import { ltiLaunchClaims, ltiRoles, type LtiLaunchFacts } from '../../../../functions/domain/lti/lti-claims';
import { ltiToolRegistration } from '../../../../functions/domain/lti/register-tool';
import { AppRegistrationError } from '../../../../functions/domain/app-launch/register-app';

function person(fields: Partial<SessionUser>): SessionUser {
  return sessionUserSchema.parse({
    id: 'u1',
    username: 'ivy',
    email: 'ivy@example.test',
    title: null,
    firstName: 'Ivy',
    lastName: 'Quill',
    countryId: null,
    homeRole: null,
    schoolRole: null,
    isSchoolAdmin: false,
    schoolId: null,
    parentId: null,
    staffRoles: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignIn: null,
    numSignIns: 0,
    ...fields,
  });
}

function facts(
  user: SessionUser,
  released: LtiLaunchFacts['released'],
  classGroup: LtiLaunchFacts['classGroup'] = null,
) {
  return ltiLaunchClaims({
    issuer: 'https://portal.example',
    clientId: 'client',
    deploymentId: 'deployment',
    sub: 'pairwise',
    nonce: 'n',
    targetLinkUri: 'https://tool.example/launch',
    service: { id: '4', name: 'Spelling Bee' },
    user,
    released,
    classGroup,
    returnUrl: 'https://portal.example/library',
    custom: {},
  });
}

describe('LTI claims', () => {
  it('maps portal roles to LIS roles', () => {
    expect(ltiRoles(person({ schoolRole: 'teacher', schoolId: 's' }))).toEqual([
      LIS_ROLES.instructor,
      LIS_ROLES.institutionInstructor,
    ]);
    expect(ltiRoles(person({ schoolRole: 'teacher', isSchoolAdmin: true, schoolId: 's' }))).toEqual([
      LIS_ROLES.administrator,
      LIS_ROLES.institutionAdministrator,
    ]);
    expect(ltiRoles(person({ schoolRole: 'student', schoolId: 's' }))).toEqual([
      LIS_ROLES.learner,
      LIS_ROLES.institutionStudent,
    ]);
    expect(ltiRoles(person({ homeRole: 'child' }))).toEqual([LIS_ROLES.learner]);
    expect(ltiRoles(person({ homeRole: 'parent' }))).toEqual([LIS_ROLES.mentor]);
  });

  it('sends names, roles and the class only as the sharing rule releases them', () => {
    const child = person({ homeRole: 'child' });
    const whole = facts(child, sharedAttributes([...DEFAULT_SIGN_ON_ATTRIBUTES, 'email'], 'default'));
    expect(whole.claims).toMatchObject({ given_name: 'Ivy', name: 'Ivy Q.', email: 'ivy@example.test' });
    expect(whole.sent).toEqual(['firstName', 'lastInitial', 'email', 'role']);

    const first = facts(child, sharedAttributes([...DEFAULT_SIGN_ON_ATTRIBUTES, 'email'], 'firstName'));
    expect(first.claims).toMatchObject({ given_name: 'Ivy', name: 'Ivy' });
    expect(first.claims['email']).toBeUndefined();

    const none = facts(child, sharedAttributes(DEFAULT_SIGN_ON_ATTRIBUTES, 'none'), { id: 'c', name: '3B' });
    expect(none.claims['given_name']).toBeUndefined();
    expect(none.claims['name']).toBeUndefined();
    expect(none.claims[LTI_CLAIM.roles]).toEqual([]);
    expect(none.claims[LTI_CLAIM.context]).toBeUndefined();
    expect(none.sent).toEqual([]);
  });
});

describe('LTI tool registration', () => {
  const input = {
    loginUrl: 'https://tool.example/login',
    redirectUris: ['https://tool.example/launch'],
    targetLinkUri: null,
    jwksUrl: 'https://tool.example/jwks.json',
    publicKey: null,
    custom: ['a=1'],
    attributes: null,
    schoolIds: ['s1'],
    platformWide: true,
  };

  it('issues a client_id and deployments, and keeps them when registered again', () => {
    const first = ltiToolRegistration(input, null);
    expect(first.deployments.map((deployment) => deployment.schoolId)).toEqual([null, 's1']);
    expect(first.customParameters).toEqual({ a: '1' });
    const again = ltiToolRegistration({ ...input, schoolIds: ['s1', 's2'] }, first);
    expect(again.clientId).toBe(first.clientId);
    expect(again.deployments.slice(0, 2)).toEqual(first.deployments);
    expect(again.deployments[2]?.schoolId).toBe('s2');
  });

  it('refuses a tool without keys or deployments, and a private key', () => {
    expect(() => ltiToolRegistration({ ...input, jwksUrl: null }, null)).toThrow(AppRegistrationError);
    expect(() => ltiToolRegistration({ ...input, schoolIds: [], platformWide: false }, null)).toThrow(
      AppRegistrationError,
    );
    expect(() =>
      ltiToolRegistration({ ...input, publicKey: JSON.stringify({ kty: 'RSA', n: 'x', e: 'AQAB', d: 'y' }) }, null),
    ).toThrow(AppRegistrationError);
  });
});
