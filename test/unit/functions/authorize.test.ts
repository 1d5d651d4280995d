import { describe, expect, it } from 'vitest';
import { classWork, staffWithEither } from '../../../functions/http/access';
import { accessRefusal, meetsAccess } from '../../../functions/http/authorize';
import { aUser } from '../rules/fixtures';

const user = aUser;

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

  it('admits staff holding either permission of a shared page, and no one holding neither', () => {
    const appsTab = staffWithEither('app.integration.manage', 'library.translate');
    const holding = (code: string) => user({ staffRoles: [{ code, context: null }] });

    expect(meetsAccess(appsTab, holding('app.integration.manage'))).toBe(true);
    expect(meetsAccess(appsTab, holding('library.translate'))).toBe(true);
    expect(meetsAccess(appsTab, holding('server.boot'))).toBe(false);
    expect(meetsAccess(appsTab, user({ staffRoles: [] }))).toBe(false);
  });

  it('admits a role granted for one school only on calls about that school', () => {
    const oneSchool = user({ staffRoles: [{ code: 'school.manage', context: 'school-a' }] });
    const schoolData = { kind: 'staff', permission: 'school.manage', contextParam: 'schoolId' } as const;

    expect(meetsAccess(schoolData, oneSchool, { schoolId: 'school-a' })).toBe(true);
    expect(meetsAccess(schoolData, oneSchool, { schoolId: 'school-b' })).toBe(false);
    expect(meetsAccess(schoolData, oneSchool, {})).toBe(false);
    expect(meetsAccess({ kind: 'staff', permission: 'school.manage' }, oneSchool, { schoolId: 'school-a' })).toBe(
      false,
    );
  });

  it('admits class work for teachers of a school and school.manage staff of any school, and tells a teacher without a school why not', () => {
    const work = classWork('No school yet.');
    const administration = classWork('No school yet.', { administrators: true });
    const teacher = user({ schoolRole: 'teacher', schoolId: 'school-a' });
    const schoolAdmin = user({ schoolRole: 'teacher', isSchoolAdmin: true, schoolId: 'school-a' });
    const staffOfOneSchool = user({ staffRoles: [{ code: 'school.manage', context: 'school-b' }] });

    expect(meetsAccess(work, teacher)).toBe(true);
    expect(meetsAccess(work, staffOfOneSchool)).toBe(true);
    expect(accessRefusal(work, user({ schoolRole: 'teacher' }))).toBe('No school yet.');
    expect(meetsAccess(work, user({ schoolRole: 'student', schoolId: 'school-a' }))).toBe(false);
    expect(meetsAccess(work, user({ homeRole: 'parent' }))).toBe(false);
    expect(meetsAccess(work, user({ staffRoles: [{ code: 'saml', context: null }] }))).toBe(false);
    expect(meetsAccess(administration, teacher)).toBe(false);
    expect(meetsAccess(administration, schoolAdmin)).toBe(true);
    expect(meetsAccess(administration, staffOfOneSchool)).toBe(true);
  });

  it('admits a district administrator to administration, with or without a school of their own', () => {
    const administration = classWork('No school yet.', { administrators: true });
    const districtTeacher = user({ schoolRole: 'teacher', schoolId: 'school-a', districtSchoolIds: ['school-b'] });
    const districtOnly = user({ schoolRole: 'teacher', schoolId: null, districtSchoolIds: ['school-b'] });

    expect(meetsAccess(administration, districtTeacher)).toBe(true);
    expect(meetsAccess(administration, districtOnly)).toBe(true);
    expect(accessRefusal(classWork('No school yet.'), user({ schoolRole: 'teacher', schoolId: null }))).toBe(
      'No school yet.',
    );
    expect(
      meetsAccess(
        administration,
        user({ schoolRole: 'student', schoolId: 'school-a', districtSchoolIds: ['school-b'] }),
      ),
    ).toBe(false);
  });
});
