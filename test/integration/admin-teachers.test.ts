import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminTeachersEndpoints } from '../../shared/api/endpoints/admin-teachers';
import { ADMIN_TEACHER_MESSAGES } from '../../shared/schemas/admin-teachers';
import { SCHOOL_ACCESS_MESSAGES } from '../../shared/schemas/school-access';
import { TEACHER_MESSAGES } from '../../shared/schemas/teachers';
import { DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { assignTeacher, addClassMember, listTeacherClassIds, putClassGroup } from '../../functions/data/class-groups';
import { saveSamlAccount } from '../../functions/data/saml-accounts';
import { setSchoolAdministrator } from '../../functions/data/school-administrators';
import { getSchool } from '../../functions/data/schools';
import { listTeacherTrials, putTeacherTrial } from '../../functions/data/teacher-trials';
import { loadSessionUser, updateProfile } from '../../functions/data/users';
import { csvRows } from '../support/csv-rows';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { grantSchoolService, inDays, schoolWithMembers } from './support/school-access';

const { moveTeacher, listTeacherTrialEntries, startTeacherTrialsForTeacher, exportClassStats } = adminTeachersEndpoints;

/** Science Lab, Maths Quest, Reading Rockets: paid, integrated, enabled apps of the demo catalogue. */
const SCIENCE_LAB = '3';
const MATHS_QUEST = '2';
const READING_ROCKETS = '1';

describe('Move Teacher (user.school.update)', () => {
  beforeAll(() => useLocalTable());

  it('moves a teacher named by e-mail to this school: no longer an administrator or class teacher of the old one', async () => {
    // Prepare
    const [from, to] = await Promise.all([schoolWithMembers(), schoolWithMembers()]);
    const group = {
      id: randomUUID(),
      schoolId: from.school.id,
      name: '7M',
      code: `M${randomUUID().slice(0, 7).toUpperCase()}`,
    };
    await putClassGroup(group);
    await assignTeacher(group, from.schoolAdmin.id, new Date());
    await setSchoolAdministrator(from.school.id, from.teacher.id, { administrator: true });

    // Act
    const answer = await callEndpoint(moveTeacher, {
      params: { schoolId: to.school.id },
      body: { usernameOrEmail: from.schoolAdmin.email.toUpperCase() },
      as: 'teleStaff',
    });

    // Assess
    expect(answer.errors).toEqual([]);
    expect(answer.data.teacher).toMatchObject({
      id: from.schoolAdmin.id,
      fromSchoolId: from.school.id,
      classesLeft: 1,
    });
    const moved = await loadSessionUser(from.schoolAdmin.id);
    expect(moved).toMatchObject({ schoolId: to.school.id, isSchoolAdmin: false, schoolRole: 'teacher' });
    expect((await getSchool(from.school.id))?.administrators).not.toContain(from.schoolAdmin.id);
    expect(await listTeacherClassIds(from.schoolAdmin.id)).toEqual([]);
    const audit = await auditOf(inject('demo').userIds.teleStaff, 'teacher.move');
    expect(
      audit.some(
        (event) => event.subjectIds.includes(from.schoolAdmin.id) && event.detail['fromSchoolId'] === from.school.id,
      ),
    ).toBe(true);
  });

  it("refuses to move a school's last administrator, changing nothing (school-and-family §4)", async () => {
    const [from, to] = await Promise.all([schoolWithMembers(), schoolWithMembers()]);

    const answer = await callEndpoint(moveTeacher, {
      params: { schoolId: to.school.id },
      body: { usernameOrEmail: from.schoolAdmin.email },
      as: 'teleStaff',
    });

    expect(answer.status).toBe(409);
    expect(answer.errors.map((error) => error.detail)).toEqual([TEACHER_MESSAGES.schoolKeepsAnAdministrator]);
    expect(await loadSessionUser(from.schoolAdmin.id)).toMatchObject({ schoolId: from.school.id, isSchoolAdmin: true });
    expect((await getSchool(from.school.id))?.administrators).toEqual([from.schoolAdmin.id]);
  });

  it('refuses accounts linked to SAML, Google or Facebook, students, unknown names and a teacher already here, changing nothing', async () => {
    const [from, to] = await Promise.all([schoolWithMembers(), schoolWithMembers()]);
    const move = (usernameOrEmail: string) =>
      callEndpoint(moveTeacher, { params: { schoolId: to.school.id }, body: { usernameOrEmail }, as: 'teleStaff' });

    await updateProfile(from.teacher.id, {
      socialAccounts: [{ provider: 'Google', socialId: randomUUID(), email: from.teacher.email }],
    });
    const google = await move(from.teacher.email);
    expect(google.status).toBe(409);
    expect(google.errors[0]?.detail).toBe(ADMIN_TEACHER_MESSAGES.federated('Google'));

    await updateProfile(from.teacher.id, {
      socialAccounts: [{ provider: 'Facebook', socialId: randomUUID(), email: null }],
    });
    expect((await move(from.teacher.email)).errors[0]?.detail).toBe(ADMIN_TEACHER_MESSAGES.federated('Facebook'));

    await saveSamlAccount({
      userId: from.schoolAdmin.id,
      samlIdpId: 'mock-saml',
      nameId: randomUUID(),
      email: null,
      linkedAt: new Date().toISOString(),
    });
    const saml = await move(from.schoolAdmin.email);
    expect(saml.status).toBe(409);
    expect(saml.errors[0]?.detail).toBe(ADMIN_TEACHER_MESSAGES.federated("a school's SAML system"));

    const student = await move(from.student.email);
    expect(student.status).toBe(409);
    expect(student.errors[0]?.detail).toBe(ADMIN_TEACHER_MESSAGES.notATeacher);
    const unknown = await move(`nobody-${randomUUID()}@example.com`);
    expect(unknown.status).toBe(404);
    expect(unknown.errors[0]?.detail).toBe(ADMIN_TEACHER_MESSAGES.noSuchTeacher);
    const here = await move(to.teacher.email);
    expect(here.status).toBe(409);
    expect(here.errors[0]?.detail).toBe(ADMIN_TEACHER_MESSAGES.alreadyHere);
    const blank = await callEndpoint(moveTeacher, {
      params: { schoolId: to.school.id },
      invalidBody: { usernameOrEmail: '  ' },
      as: 'teleStaff',
    });
    expect(blank.status).toBe(422);
    expect(blank.errors[0]?.detail).toBe(ADMIN_TEACHER_MESSAGES.usernameRequired);
    expect(
      (
        await callEndpoint(moveTeacher, {
          params: { schoolId: 'no-such-school' },
          body: { usernameOrEmail: to.teacher.email },
          as: 'teleStaff',
        })
      ).status,
    ).toBe(404);

    expect((await loadSessionUser(from.teacher.id))?.schoolId).toBe(from.school.id);
    expect((await loadSessionUser(from.schoolAdmin.id))?.schoolId).toBe(from.school.id);
  });

  it('refuses staff without user.school.update and school users', async () => {
    const world = await schoolWithMembers();
    for (const as of ['supportStaff', 'schoolDataStaff', 'schoolAdmin'] as const) {
      const answer = await callEndpoint(moveTeacher, {
        params: { schoolId: world.school.id },
        body: { usernameOrEmail: world.teacher.email },
        as,
      });
      expect(answer.status).toBe(403);
    }
    expect((await loadSessionUser(world.teacher.id))?.schoolId).toBe(world.school.id);
  });
});

describe("a teacher's trials, started by staff (school.trial.update)", () => {
  beforeAll(() => useLocalTable());

  it('lists what the teacher has of each app, starts one after a phone is confirmed, and keeps the phone', async () => {
    // Prepare
    const world = await schoolWithMembers();

    // Act
    const before = await callEndpoint(listTeacherTrialEntries, {
      params: { teacherId: world.teacher.id },
      as: 'teleStaff',
    });
    const started = await callEndpoint(startTeacherTrialsForTeacher, {
      params: { teacherId: world.teacher.id },
      body: { services: [SCIENCE_LAB], phone: ' 02 9999 0000 ' },
      as: 'teleStaff',
    });
    const after = await callEndpoint(listTeacherTrialEntries, {
      params: { teacherId: world.teacher.id },
      as: 'teleStaff',
    });

    // Assess
    expect(before.data.entries.find((entry) => entry.service.id === SCIENCE_LAB)).toMatchObject({
      currentType: 'none',
      triallable: true,
      expiry: null,
    });
    expect(started.status).toBe(201);
    expect(started.data.services).toEqual([SCIENCE_LAB]);
    expect(after.data.entries.find((entry) => entry.service.id === SCIENCE_LAB)).toMatchObject({
      currentType: 'trial',
      triallable: false,
      expiry: started.data.expiry,
    });
    expect(after.data.teacher.phone).toBe('02 9999 0000');
    expect((await listTeacherTrials(world.teacher.id)).map((trial) => trial.serviceId)).toEqual([SCIENCE_LAB]);
    const audit = await auditOf(inject('demo').userIds.teleStaff, 'teacher.trial.start');
    expect(audit.some((event) => event.subjectIds.includes(world.teacher.id))).toBe(true);
  });

  it('marks a school subscription and a trial that have ended as ended, not as what the teacher has now', async () => {
    // Prepare: the school's Science Lab subscription ended 30 days ago; the teacher's Maths Quest trial ended yesterday.
    const world = await schoolWithMembers();
    await grantSchoolService(world.school.id, SCIENCE_LAB, { subscriptionEnd: inDays(-30) });
    const trialEnd = inDays(-1);
    await putTeacherTrial({
      userId: world.teacher.id,
      schoolId: world.school.id,
      serviceId: MATHS_QUEST,
      startedAt: inDays(-15),
      expiry: trialEnd,
    });

    // Act
    const answer = await callEndpoint(listTeacherTrialEntries, {
      params: { teacherId: world.teacher.id },
      as: 'teleStaff',
    });

    // Assess
    const entryOf = (serviceId: string) => answer.data.entries.find((entry) => entry.service.id === serviceId);
    expect(entryOf(SCIENCE_LAB)).toMatchObject({ currentType: 'subscription', ended: true, triallable: false });
    expect(entryOf(MATHS_QUEST)).toMatchObject({
      currentType: 'trial',
      ended: true,
      triallable: false,
      expiry: trialEnd,
    });
    expect(entryOf(READING_ROCKETS)).toMatchObject({ currentType: 'none', ended: false, triallable: true });
    expect(answer.data.noTrialReason).toBeNull();
  });

  it("starts all remaining apps, then says nothing is left; 'No phone provided' changes nothing", async () => {
    const world = await schoolWithMembers();

    const noPhone = await callEndpoint(startTeacherTrialsForTeacher, {
      params: { teacherId: world.teacher.id },
      invalidBody: { services: 'all', phone: ' ' },
      as: 'teleStaff',
    });
    expect(noPhone.status).toBe(422);
    expect(noPhone.errors[0]?.detail).toBe(ADMIN_TEACHER_MESSAGES.noPhone);
    expect(await listTeacherTrials(world.teacher.id)).toEqual([]);

    const all = await callEndpoint(startTeacherTrialsForTeacher, {
      params: { teacherId: world.teacher.id },
      body: { services: 'all', phone: '0400 000 000' },
      as: 'teleStaff',
    });
    expect(all.status).toBe(201);
    expect(all.data.services.length).toBeGreaterThan(1);
    const again = await callEndpoint(startTeacherTrialsForTeacher, {
      params: { teacherId: world.teacher.id },
      body: { services: 'all', phone: '0400 000 000' },
      as: 'teleStaff',
    });
    expect(again.status).toBe(409);
    expect(again.errors[0]?.detail).toBe(
      `${SCHOOL_ACCESS_MESSAGES.trialFailed} ${SCHOOL_ACCESS_MESSAGES.nothingToTrial}`,
    );
    const listed = await callEndpoint(listTeacherTrialEntries, {
      params: { teacherId: world.teacher.id },
      as: 'teleStaff',
    });
    expect(listed.data.noTrialReason).toBe(ADMIN_TEACHER_MESSAGES.nothingLeftToTrial);
  });

  it('shows no trial can start while the school’s trial lock is in force, and refuses students, unknown ids and other staff', async () => {
    const lockEnd = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const world = await schoolWithMembers({ trialLockEnd: lockEnd });

    const locked = await callEndpoint(listTeacherTrialEntries, {
      params: { teacherId: world.teacher.id },
      as: 'teleStaff',
    });
    expect(locked.data.trialLockEnd).toBe(lockEnd);
    expect(locked.data.entries.every((entry) => !entry.triallable)).toBe(true);
    expect(locked.data.noTrialReason).toBe(ADMIN_TEACHER_MESSAGES.trialsLocked);
    const refused = await callEndpoint(startTeacherTrialsForTeacher, {
      params: { teacherId: world.teacher.id },
      body: { services: [SCIENCE_LAB], phone: '1234' },
      as: 'teleStaff',
    });
    expect(refused.status).toBe(409);
    expect((await loadSessionUser(world.teacher.id))?.phone).toBeNull();

    expect(
      (await callEndpoint(listTeacherTrialEntries, { params: { teacherId: world.student.id }, as: 'teleStaff' }))
        .status,
    ).toBe(404);
    expect(
      (await callEndpoint(listTeacherTrialEntries, { params: { teacherId: 'no-such-user' }, as: 'teleStaff' })).status,
    ).toBe(404);
    for (const as of ['supportStaff', 'schoolDataStaff'] as const) {
      expect(
        (await callEndpoint(listTeacherTrialEntries, { params: { teacherId: world.teacher.id }, as })).status,
      ).toBe(403);
      expect(
        (
          await callEndpoint(startTeacherTrialsForTeacher, {
            params: { teacherId: world.teacher.id },
            body: { services: 'all', phone: '1' },
            as,
          })
        ).status,
      ).toBe(403);
    }
    // A teacher reaches their own trials through Start Free Trial, not through the console.
    expect(
      (await callEndpoint(listTeacherTrialEntries, { params: { teacherId: world.teacher.id }, as: world.teacher.as }))
        .status,
    ).toBe(403);
  });
});

describe('View Class Stats (school.manage for the school)', () => {
  beforeAll(() => useLocalTable());

  it('answers a row per class with teachers and sign-in counts, and one for students in no class', async () => {
    // Prepare
    const world = await schoolWithMembers();
    const group = {
      id: randomUUID(),
      schoolId: world.school.id,
      name: '=cmd|calc',
      code: `C${randomUUID().slice(0, 7).toUpperCase()}`,
    };
    await putClassGroup(group);
    await assignTeacher(group, world.teacher.id, new Date());
    await addClassMember(group, world.student.id, new Date());
    await updateProfile(world.student.id, { lastSignIn: new Date().toISOString() });

    // Act
    const answer = await callEndpoint(exportClassStats, { query: { school: world.school.id }, as: 'teleStaff' });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const rows = csvRows(String(answer.raw));
    expect(rows[0]).toEqual([
      'Class',
      'Class Code',
      'Teachers',
      'Students',
      'Signed In (7 days)',
      'Signed In (30 days)',
      'Never Signed In',
    ]);
    const teacher = await loadSessionUser(world.teacher.id);
    expect(rows[1]).toEqual([
      "'=cmd|calc",
      group.code,
      `${teacher?.firstName} ${teacher?.lastName}`,
      '1',
      '1',
      '1',
      '0',
    ]);
    expect(rows[2]).toEqual(['Students in no class', '', '', '0', '0', '0', '0']);
  });

  it('admits staff whose school.manage is for that school only, and refuses it for another school', async () => {
    const own = await callEndpoint(exportClassStats, {
      query: { school: DEMO_OTHER_SCHOOL_ID },
      as: 'schoolDataStaff',
    });
    expect(own.status).toBe(200);
    const other = await callEndpoint(exportClassStats, { query: { school: DEMO_SCHOOL_ID }, as: 'schoolDataStaff' });
    expect(other.status).toBe(403);
    expect(
      (await callEndpoint(exportClassStats, { query: { school: DEMO_SCHOOL_ID }, as: 'supportStaff' })).status,
    ).toBe(403);
    expect(
      (await callEndpoint(exportClassStats, { query: { school: DEMO_SCHOOL_ID }, as: 'schoolAdmin' })).status,
    ).toBe(403);
    expect((await callEndpoint(exportClassStats, { query: { school: 'no-such-school' }, as: 'staff' })).status).toBe(
      404,
    );
  });
});
