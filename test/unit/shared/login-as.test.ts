import { describe, expect, it } from 'vitest';
import {
  clampedToActor,
  loginAsRefusal,
  loginAsRefusalMessage,
  logsInAsMembersOf,
} from '../../../shared/rules/login-as';
import { LOGIN_AS_MESSAGES } from '../../../shared/schemas/acting-as';
import { aUser, child, parent, personal, schoolAdmin, student, teacher } from '../rules/fixtures';

const staffWith = (...roles: { code: string; context: string | null }[]) => aUser({ id: 'staff-9', staffRoles: roles });
const everywhere = (code: string) => ({ code, context: null });

describe('who may log in as whom', () => {
  it('lets users.manage reach every kind of account', () => {
    // Prepare
    const support = staffWith(everywhere('users.manage'));

    // Act
    const answers = [personal(), parent(), child(), teacher(), schoolAdmin(), student()].map((subject) =>
      loginAsRefusal(support, subject),
    );

    // Assess
    expect(answers).toEqual([null, null, null, null, null, null]);
  });

  it('lets school.manage reach the teachers and students of the schools it covers, and no family account', () => {
    // Prepare
    const tele = staffWith(everywhere('school.manage'));
    const oneSchool = staffWith({ code: 'school.manage', context: 'school-1' });
    const otherTeacher = aUser({ id: 'teacher-2', schoolRole: 'teacher', schoolId: 'school-2' });
    const teachingParent = aUser({ id: 'teacher-3', schoolRole: 'teacher', schoolId: 'school-1', homeRole: 'parent' });

    // Act and assess
    expect(loginAsRefusal(tele, teacher())).toBeNull();
    expect(loginAsRefusal(tele, student())).toBeNull();
    expect(loginAsRefusal(tele, otherTeacher)).toBeNull();
    expect(loginAsRefusal(oneSchool, schoolAdmin())).toBeNull();
    expect(loginAsRefusal(oneSchool, otherTeacher)).toBe('not-permitted');
    expect(loginAsRefusal(tele, parent())).toBe('not-school-member');
    expect(loginAsRefusal(tele, child())).toBe('not-school-member');
    expect(loginAsRefusal(oneSchool, personal())).toBe('not-school-member');
    expect(loginAsRefusal(tele, teachingParent)).toBe('not-school-member');
  });

  it('refuses oneself, staff without a log-in-as role, and a staff member holding more roles', () => {
    const support = staffWith(everywhere('users.manage'));
    const samlOnly = staffWith(everywhere('saml'));
    const admin = aUser({ id: 'staff-1', staffRoles: [everywhere('users.manage'), everywhere('email')] });

    expect(loginAsRefusal(support, support)).toBe('self');
    expect(loginAsRefusal(samlOnly, teacher())).toBe('not-permitted');
    expect(loginAsRefusal(samlOnly, parent())).toBe('not-permitted');
    expect(loginAsRefusal(support, admin)).toBe('more-roles');
    expect(loginAsRefusal(admin, support)).toBeNull();
  });

  it('keeps school.manage for one school from an administrator of any school it does not cover', () => {
    // Prepare
    const oneSchool = staffWith({ code: 'school.manage', context: 'school-1' });
    const twoSchools = staffWith(
      { code: 'school.manage', context: 'school-1' },
      { code: 'school.manage', context: 'school-2' },
    );
    const districtAdmin = { ...schoolAdmin(), districtSchoolIds: ['school-2'] };
    const otherSchoolsAdmin = aUser({
      id: 'admin-2',
      schoolRole: 'teacher',
      schoolId: 'school-1',
      districtSchoolIds: ['school-3'],
    });

    // Act and assess
    expect(loginAsRefusal(oneSchool, districtAdmin)).toBe('administers-beyond');
    expect(loginAsRefusal(oneSchool, otherSchoolsAdmin)).toBe('administers-beyond');
    expect(loginAsRefusal(twoSchools, districtAdmin)).toBeNull();
    expect(loginAsRefusal(staffWith(everywhere('school.manage')), districtAdmin)).toBeNull();
    expect(loginAsRefusal(staffWith(everywhere('users.manage')), districtAdmin)).toBeNull();
    expect(loginAsRefusalMessage('administers-beyond')).toBe(LOGIN_AS_MESSAGES.administersBeyond);
  });

  it('clamps the subject an acting session sees to the schools and roles the actor reaches', () => {
    // Prepare
    const oneSchool = staffWith({ code: 'school.manage', context: 'school-1' });
    const subject = aUser({
      id: 'admin-3',
      districtSchoolIds: ['school-1', 'school-2'],
      staffRoles: [{ code: 'school.manage', context: 'school-1' }, everywhere('email')],
    });

    // Act
    const clamped = clampedToActor(oneSchool, subject);
    const admin = staffWith(everywhere('users.manage'), everywhere('school.manage'), everywhere('email'));
    const unclamped = clampedToActor(admin, subject);

    // Assess
    expect(clamped.districtSchoolIds).toEqual(['school-1']);
    expect(clamped.staffRoles).toEqual([{ code: 'school.manage', context: 'school-1' }]);
    expect(unclamped.districtSchoolIds).toEqual(['school-1', 'school-2']);
    expect(unclamped.staffRoles).toEqual([{ code: 'school.manage', context: 'school-1' }, everywhere('email')]);
  });

  it('says why in the words the API and the console share', () => {
    expect(loginAsRefusalMessage('not-school-member')).toBe(LOGIN_AS_MESSAGES.notSchoolMember);
    expect(loginAsRefusalMessage('more-roles')).toBe(LOGIN_AS_MESSAGES.moreRoles);
  });

  it('offers Log in as on a school’s rows to users.manage and to school.manage for that school', () => {
    expect(logsInAsMembersOf([everywhere('users.manage')], 'school-1')).toBe(true);
    expect(logsInAsMembersOf([{ code: 'school.manage', context: 'school-1' }], 'school-1')).toBe(true);
    expect(logsInAsMembersOf([{ code: 'school.manage', context: 'school-1' }], 'school-2')).toBe(false);
    expect(logsInAsMembersOf([everywhere('school.read')], 'school-1')).toBe(false);
  });
});
