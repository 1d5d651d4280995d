import type { Service } from '../../../shared/schemas/service';
import { NEW_ACCOUNT_STATE, type SessionUser } from '../../../shared/schemas/user';
import type { UserService } from '../../../shared/schemas/user-service';

/** Builders for the rule tests: a plain personal account, an enabled integrated paid service. */
export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    username: 'pat@example.com',
    email: 'pat@example.com',
    title: null,
    firstName: 'Pat',
    lastName: 'Lee',
    countryId: 'AU',
    homeRole: null,
    schoolRole: null,
    isSchoolAdmin: false,
    schoolId: null,
    parentId: null,
    staffRoles: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...NEW_ACCOUNT_STATE,
    hasPassword: true,
    socialAccounts: [],
    ...overrides,
  };
}

export const personal = () => aUser();
export const parent = () => aUser({ id: 'parent-1', homeRole: 'parent' });
export const child = () =>
  aUser({ id: 'child-1', username: 'mia-demo', email: null, homeRole: 'child', parentId: 'parent-1' });
export const teacher = () => aUser({ id: 'teacher-1', schoolRole: 'teacher', schoolId: 'school-1' });
export const schoolAdmin = () =>
  aUser({ id: 'admin-1', schoolRole: 'admin', isSchoolAdmin: true, schoolId: 'school-1' });
export const student = () =>
  aUser({ id: 'student-1', username: 'student-demo', email: null, schoolRole: 'student', schoolId: 'school-1' });
export const staff = () => aUser({ id: 'staff-1', staffRoles: [{ code: 'school.read', context: null }] });

export function aService(overrides: Partial<Service> = {}): Service {
  return {
    id: 'svc-1',
    identifier: 'maths',
    name: 'Maths Quest',
    homepage: 'https://maths.example.com',
    iconColor: '#0099FF',
    description: '<p>Maths practice.</p>',
    infoPage: 'https://maths.example.com/info',
    enabled: true,
    integrated: true,
    free: false,
    config: { teacherPath: null, parentPath: null, appPath: null, accessButton: null, registerButton: null },
    ...overrides,
  };
}

export const NOW = new Date('2026-03-10T00:00:00.000Z');

export function aUserService(overrides: Partial<UserService> = {}): UserService {
  return {
    serviceId: 'svc-1',
    status: 'active',
    type: 'subscription',
    context: 'home',
    expiry: '2026-12-31T00:00:00.000Z',
    lastAccess: null,
    triallable: true,
    perpetual: false,
    grantedByChildId: null,
    ...overrides,
  };
}

export const activeTrial = () => aUserService({ type: 'trial', expiry: '2026-03-20T00:00:00.000Z' });
export const expiredTrial = () => aUserService({ type: 'trial', expiry: '2026-03-02T00:00:00.000Z' });
export const expiredSubscription = () => aUserService({ type: 'subscription', expiry: '2026-02-01T00:00:00.000Z' });
export const activeSubscription = () => aUserService({ type: 'subscription', expiry: '2026-12-31T00:00:00.000Z' });
