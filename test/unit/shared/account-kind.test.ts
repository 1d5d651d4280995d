import { describe, expect, it } from 'vitest';
import { accountKind, postLoginDestination } from '../../../shared/rules/account-kind';

const base = { homeRole: null, schoolRole: null, isSchoolAdmin: false, staffRoles: [] } as const;

describe('account kind', () => {
  it('calls an account with no home or school role personal', () => {
    expect(accountKind(base)).toMatchObject({
      isPersonalAccount: true,
      isHomeAccount: true,
      isTeacher: false,
      isStaff: false,
    });
  });

  it('counts a school admin as a teacher', () => {
    expect(accountKind({ ...base, schoolRole: 'admin' }).isTeacher).toBe(true);
    expect(accountKind({ ...base, schoolRole: 'teacher', isSchoolAdmin: true }).isTeacher).toBe(true);
  });

  it('tells parents, children and students apart', () => {
    expect(accountKind({ ...base, homeRole: 'parent' })).toMatchObject({
      isParentAccount: true,
      isPersonalAccount: false,
    });
    expect(accountKind({ ...base, homeRole: 'child' })).toMatchObject({ isChildAccount: true, isHomeAccount: true });
    expect(accountKind({ ...base, schoolRole: 'student' })).toMatchObject({
      isStudent: true,
      isSchoolAccount: true,
      isHomeAccount: false,
    });
  });

  it('sends staff to the console and everyone else to the library after login', () => {
    expect(postLoginDestination({ ...base, staffRoles: [{ code: 'stats.read', context: null }] })).toBe(
      'admin-console',
    );
    expect(postLoginDestination({ ...base, schoolRole: 'teacher' })).toBe('library');
  });
});
