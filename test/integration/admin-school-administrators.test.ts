import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSchoolsEndpoints } from '../../shared/api/endpoints/admin-schools';
import { teachersEndpoints } from '../../shared/api/endpoints/teachers';
import { ADMIN_SCHOOL_MESSAGES } from '../../shared/schemas/admin-schools';
import { TEACHER_MESSAGES } from '../../shared/schemas/teachers';
import { setDistrictAdministrator } from '../../functions/data/school-administrators';
import { getSchool } from '../../functions/data/schools';
import { loadSessionUser, userProfiles } from '../../functions/data/users';
import { freshAccount } from './support/accounts';
import { auditOf } from './support/audit';
import { callEndpoint, detailsAt, type CallOptions } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { schoolWithMembers } from './support/school-access';

const { setAdminSchoolAdministrator } = adminSchoolsEndpoints;

/** A staff member holding only these roles (a fresh account: the profile is read on every call). */
async function staffWithRoles(...codes: string[]) {
  const account = await freshAccount('home');
  await userProfiles.update({ id: account.user.id }, { staffRoles: codes.map((code) => ({ code, context: null })) });
  return account.as;
}

const setAdministrator = (
  schoolId: string,
  teacherId: string,
  admin: boolean,
  as: CallOptions<typeof setAdminSchoolAdministrator>['as'] = 'teleStaff',
) => callEndpoint(setAdminSchoolAdministrator, { params: { schoolId, teacherId }, body: { admin }, as });

/** The Tele preset's changes of one teacher's administrator status, as the audit trail holds them. */
async function staffChangesOf(teacherId: string) {
  const events = await auditOf(inject('demo').userIds.teleStaff, 'teacher.admin.change');
  return events.filter((event) => event.subjectIds.includes(teacherId)).map((event) => event.detail);
}

describe("staff change a school's administrators (school.admin.update)", () => {
  beforeAll(() => useLocalTable());

  it('makes a teacher an administrator and removes them again, on both sides, audited as the staff member', async () => {
    const { school, teacher, schoolAdmin } = await schoolWithMembers();

    const made = await setAdministrator(school.id, teacher.id, true);
    expect(made.status).toBe(200);
    expect(made.data.teacher).toMatchObject({ id: teacher.id, isSchoolAdmin: true });
    expect((await getSchool(school.id))?.administrators.sort()).toEqual([teacher.id, schoolAdmin.id].sort());
    expect((await loadSessionUser(teacher.id))?.isSchoolAdmin).toBe(true);
    // The teacher now manages the school's teachers themself.
    expect(
      (await callEndpoint(teachersEndpoints.listSchoolTeachers, { params: { schoolId: school.id }, as: teacher.as }))
        .status,
    ).toBe(200);

    // Already an administrator: answered as they are, nothing written or audited again.
    const again = await setAdministrator(school.id, teacher.id, true);
    expect([again.status, again.data.teacher.isSchoolAdmin]).toEqual([200, true]);

    const removed = await setAdministrator(school.id, teacher.id, false);
    expect(removed.status).toBe(200);
    expect(removed.data.teacher).toMatchObject({ id: teacher.id, isSchoolAdmin: false });
    expect((await getSchool(school.id))?.administrators).toEqual([schoolAdmin.id]);
    expect((await loadSessionUser(teacher.id))?.isSchoolAdmin).toBe(false);
    const notAgain = await setAdministrator(school.id, teacher.id, false);
    expect([notAgain.status, notAgain.data.teacher.isSchoolAdmin]).toEqual([200, false]);

    expect(await staffChangesOf(teacher.id)).toEqual([{ administrator: true }, { administrator: false }]);
  });

  it("refuses to remove the school's last administrator of its own (a district administrator does not count)", async () => {
    const { school, schoolAdmin } = await schoolWithMembers();
    const district = await freshAccount('teacher');
    expect(await setDistrictAdministrator(school.id, district.user.id, { administrator: true })).toBe(true);

    const last = await setAdministrator(school.id, schoolAdmin.id, false);

    expect(last.status).toBe(409);
    expect(last.errors[0]?.detail).toBe(TEACHER_MESSAGES.schoolKeepsAnAdministrator);
    expect((await loadSessionUser(schoolAdmin.id))?.isSchoolAdmin).toBe(true);
    expect((await getSchool(school.id))?.administrators.sort()).toEqual([schoolAdmin.id, district.user.id].sort());
    expect(await staffChangesOf(schoolAdmin.id)).toEqual([]);
  });

  it('removes an administrator once another teacher of the school is one', async () => {
    const { school, teacher, schoolAdmin } = await schoolWithMembers();

    expect((await setAdministrator(school.id, teacher.id, true)).status).toBe(200);
    const removed = await setAdministrator(school.id, schoolAdmin.id, false);
    const nowLast = await setAdministrator(school.id, teacher.id, false);

    expect([removed.status, removed.data.teacher.isSchoolAdmin]).toEqual([200, false]);
    expect([nowLast.status, nowLast.errors[0]?.detail]).toEqual([409, TEACHER_MESSAGES.schoolKeepsAnAdministrator]);
    expect((await getSchool(school.id))?.administrators).toEqual([teacher.id]);
  });

  it('keeps one administrator when two removals of the last two come at once', async () => {
    const { school, teacher, schoolAdmin } = await schoolWithMembers();
    expect((await setAdministrator(school.id, teacher.id, true)).status).toBe(200);

    const answers = await Promise.all([
      setAdministrator(school.id, teacher.id, false),
      setAdministrator(school.id, schoolAdmin.id, false),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const left = await Promise.all([loadSessionUser(teacher.id), loadSessionUser(schoolAdmin.id)]);
    expect(left.filter((member) => member?.isSchoolAdmin)).toHaveLength(1);
    expect((await getSchool(school.id))?.administrators).toHaveLength(1);
  });

  it('answers 404 for an unknown school, and for anyone who is not a teacher of the school', async () => {
    const [a, b] = await Promise.all([schoolWithMembers(), schoolWithMembers()]);

    const unknownSchool = await setAdministrator('no-such-school', a.teacher.id, true);
    const otherSchoolsTeacher = await setAdministrator(a.school.id, b.teacher.id, true);
    const student = await setAdministrator(a.school.id, a.student.id, true);
    const unknownTeacher = await setAdministrator(a.school.id, 'no-such-teacher', true);

    expect([unknownSchool.status, unknownSchool.errors[0]?.detail]).toEqual([
      404,
      ADMIN_SCHOOL_MESSAGES.schoolNotFound,
    ]);
    for (const answer of [otherSchoolsTeacher, student, unknownTeacher])
      expect([answer.status, answer.errors[0]?.detail]).toEqual([404, TEACHER_MESSAGES.teacherNotFound]);
    expect((await loadSessionUser(b.teacher.id))?.isSchoolAdmin).toBe(false);
    expect((await loadSessionUser(a.student.id))?.isSchoolAdmin).toBe(false);
    expect((await getSchool(a.school.id))?.administrators).toEqual([a.schoolAdmin.id]);
    expect((await getSchool(b.school.id))?.administrators).toEqual([b.schoolAdmin.id]);
  });

  it('refuses an admin that is not true or false, saying so, and changes nothing', async () => {
    const { school, teacher } = await schoolWithMembers();

    const answer = await callEndpoint(setAdminSchoolAdministrator, {
      params: { schoolId: school.id, teacherId: teacher.id },
      invalidBody: { admin: 'yes' },
      as: 'teleStaff',
    });

    expect(answer.status).toBe(422);
    expect(detailsAt(answer, 'admin')).toEqual([TEACHER_MESSAGES.adminRequired]);
    expect((await loadSessionUser(teacher.id))?.isSchoolAdmin).toBe(false);
  });

  it('refuses staff without school.admin.update, teachers and the school’s own administrator', async () => {
    const { school, teacher, schoolAdmin } = await schoolWithMembers();
    const withoutPermission = await staffWithRoles('school.read', 'school.update', 'school.manage');

    for (const as of [withoutPermission, 'supportStaff', 'schoolDataStaff', 'teacher', schoolAdmin.as] as const) {
      const made = await setAdministrator(school.id, teacher.id, true, as);
      const removed = await setAdministrator(school.id, schoolAdmin.id, false, as);
      expect([made.status, made.errors[0]?.code]).toEqual([403, 'access-denied']);
      expect([removed.status, removed.errors[0]?.code]).toEqual([403, 'access-denied']);
    }
    expect((await loadSessionUser(teacher.id))?.isSchoolAdmin).toBe(false);
    expect((await loadSessionUser(schoolAdmin.id))?.isSchoolAdmin).toBe(true);
  });
});
