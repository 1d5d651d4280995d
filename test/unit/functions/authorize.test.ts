import { describe, expect, it } from 'vitest';
import { meetsAccess } from '../../../functions/platform/authorize';
import type { SessionUser } from '../../../shared/schemas/user';

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 'u1',
  username: 'u1',
  email: null,
  title: null,
  firstName: 'A',
  lastName: 'B',
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
  ...overrides,
});

describe('route access rules', () => {
  it('lets a parent through a parent route and refuses a child', () => {
    expect(meetsAccess({ kind: 'homeRole', homeRole: 'parent' }, user({ homeRole: 'parent' }))).toBe(true);
    expect(meetsAccess({ kind: 'homeRole', homeRole: 'parent' }, user({ homeRole: 'child' }))).toBe(false);
  });

  it('counts school admins as teachers and refuses students', () => {
    expect(meetsAccess({ kind: 'teacher' }, user({ schoolRole: 'admin' }))).toBe(true);
    expect(meetsAccess({ kind: 'teacher' }, user({ schoolRole: 'student' }))).toBe(false);
  });

  it('checks staff permissions through the dotted tree', () => {
    const staff = user({ staffRoles: [{ code: 'users.manage', context: null }] });
    expect(meetsAccess({ kind: 'staff', permission: 'users.manage.delete.inactive-students' }, staff)).toBe(true);
    expect(meetsAccess({ kind: 'staff', permission: 'server.boot' }, staff)).toBe(false);
  });
});
