import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { userChecksEndpoints } from '../../shared/api/endpoints/user-checks';
import { passwordEndpoints } from '../../shared/api/endpoints/password';
import { INACTIVE_PREVIEW_LIST_LIMIT, USER_CHECK_MESSAGES } from '../../shared/schemas/user-checks';
import { EMAIL_TOOL_MESSAGES } from '../../shared/schemas/email-tools';
import { DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { cognitoSignInDirectory } from '../../functions/adapters/sign-in-directory/cognito';
import { addClassMember, listStudentMemberships, putClassGroup } from '../../functions/data/class-groups';
import { getJobRecord } from '../../functions/data/jobs';
import { saveSamlAccount, listSamlAccounts } from '../../functions/data/saml-accounts';
import { putSchools } from '../../functions/data/schools';
import { saveSignIn } from '../../functions/data/sign-in-events';
import { passwordBox } from '../../functions/adapters/secret-box';
import { studentsWithPasswords } from '../../functions/data/student-passwords';
import { keepPassword } from '../../functions/domain/core/accounts/kept-passwords';
import { loadSessionUser, userProfiles } from '../../functions/data/users';
import { createAccount } from '../../functions/domain/core/accounts/accounts';
import {
  inactiveStudentsWork,
  runScheduledCleanUp,
  SCHEDULE_ACTOR,
} from '../../functions/domain/user-checks/inactive-students';
import { runJob } from '../../functions/domain/core/jobs/job-work';
import { PERMANENT_FAULT_DETAIL, QUICK_RETRY, refusedOnce, throttledTwice } from './support/job-faults';
import { MOCK_SAML_PROVIDER } from '../../functions/domain/saml/saml-claims';
import { aSchool } from '../support/schools';
import { freshAccount } from './support/accounts';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { settledJob } from './support/jobs';
import { profile, useLocalTable } from './support/local-table';
import { signIn } from './support/portal-client';
import { inGroups } from '../support/in-groups';

const { checkPasswordReset, previewInactiveStudents, deleteInactiveStudents } = userChecksEndpoints;

describe('Check Password Reset (users.manage)', () => {
  beforeAll(() => useLocalTable());

  it('tells whether the e-mail has an account, its outstanding reset, and how it signs in', async () => {
    const account = await freshAccount('teacher');
    const check = () =>
      callEndpoint(checkPasswordReset, { body: { email: account.form.email.toUpperCase() }, as: 'staff' });
    expect((await check()).data).toEqual({
      userExists: true,
      passwordResetCreatedAt: null,
      socialAccountProvider: null,
      samlAccountProvider: null,
    });

    await callEndpoint(passwordEndpoints.requestPasswordReset, { body: { username: account.form.email } });
    const withReset = (await check()).data;
    expect(withReset.passwordResetCreatedAt).toMatch(/^\d{4}-/);

    await userProfiles.update(
      { id: account.user.id },
      { socialAccounts: [{ provider: 'Google', socialId: randomUUID(), email: account.form.email }] },
    );
    await saveSamlAccount({
      userId: account.user.id,
      samlIdpId: MOCK_SAML_PROVIDER.id,
      nameId: randomUUID(),
      email: null,
      linkedAt: new Date().toISOString(),
    });
    expect((await check()).data).toMatchObject({
      socialAccountProvider: 'Google',
      samlAccountProvider: MOCK_SAML_PROVIDER.name,
    });

    expect(
      (await callEndpoint(checkPasswordReset, { body: { email: `nobody-${randomUUID()}@example.com` }, as: 'staff' }))
        .data,
    ).toEqual({
      userExists: false,
      passwordResetCreatedAt: null,
      socialAccountProvider: null,
      samlAccountProvider: null,
    });
  });

  it('refuses an address that is not one, and staff without users.manage', async () => {
    const invalid = await callEndpoint(checkPasswordReset, { invalidBody: { email: 'nope' }, as: 'staff' });
    expect(invalid.status).toBe(422);
    expect(invalid.errors[0]?.detail).toBe(EMAIL_TOOL_MESSAGES.emailInvalid);
    expect(
      (await callEndpoint(checkPasswordReset, { body: { email: 'teacher@demo.example' }, as: 'teleStaff' })).status,
    ).toBe(403);
  });
});

/** A student account (with its sign-in identity, class place and kept password) made and last signed in when given. */
async function studentOf(schoolId: string, classId: string, createdAt: string, lastSignIn: string | null) {
  const username = `idle-${randomUUID().slice(0, 8)}`;
  const password = `${DEMO_PASSWORD}x`;
  const user = await createAccount(
    {
      username,
      email: null,
      password,
      profile: {
        title: null,
        firstName: 'Ida',
        lastName: 'Idle',
        countryId: 'AU',
        homeRole: null,
        schoolRole: 'student',
        isSchoolAdmin: false,
        schoolId,
        parentId: null,
        staffRoles: [],
      },
    },
    { directory: cognitoSignInDirectory, clock: () => new Date(createdAt) },
  );
  await addClassMember({ id: classId, schoolId }, user.id, new Date(createdAt));
  await keepPassword(passwordBox, user.id, password);
  if (lastSignIn) await saveSignIn(user.id, lastSignIn);
  return { id: user.id, username, password };
}

async function schoolWithClass() {
  const school = aSchool();
  await putSchools([school]);
  const group = {
    id: randomUUID(),
    schoolId: school.id,
    name: '5K',
    code: `K${randomUUID().slice(0, 7).toUpperCase()}`,
  };
  await putClassGroup(group);
  return { school, group };
}

async function expectDeleted(student: { id: string; username: string; password: string }, schoolId: string) {
  expect((await loadSessionUser(student.id))?.status).toBe('deleted');
  expect(await listStudentMemberships(schoolId, student.id)).toEqual([]);
  expect((await studentsWithPasswords([student.id])).size).toBe(0);
  expect(await listSamlAccounts(student.id)).toEqual([]);
  await expect(signIn(student.username, student.password)).rejects.toThrow();
}

async function expectKept(student: { id: string }, schoolId: string) {
  expect((await loadSessionUser(student.id))?.status).toBe('active');
  expect(await listStudentMemberships(schoolId, student.id)).toHaveLength(1);
  expect((await studentsWithPasswords([student.id])).size).toBe(1);
}

describe('the scheduled inactive-student clean-up', () => {
  beforeAll(() => useLocalTable());

  it('deletes only students beyond the retention, with what they own, and a second run deletes nothing', async () => {
    // The clean-up as it would have run on 1 June 2017 with one year's retention: cut-offs 1 June 2016.
    const { school, group } = await schoolWithClass();
    const lapsed = await studentOf(school.id, group.id, '2015-09-01T00:00:00.000Z', '2016-02-10T08:00:00.000Z');
    const recent = await studentOf(school.id, group.id, '2015-09-01T00:00:00.000Z', '2016-09-10T08:00:00.000Z');
    const neverOld = await studentOf(school.id, group.id, '2016-01-15T00:00:00.000Z', null);
    const neverNew = await studentOf(school.id, group.id, '2016-10-15T00:00:00.000Z', null);
    await saveSamlAccount({
      userId: lapsed.id,
      samlIdpId: 'mock-saml',
      nameId: randomUUID(),
      email: null,
      linkedAt: new Date().toISOString(),
    });
    const now = new Date('2017-06-01T17:00:00.000Z');

    const job = await runScheduledCleanUp(
      { signInYears: 1, neverSignedInYears: 1 },
      { directory: cognitoSignInDirectory },
      now,
    );

    expect(job?.status).toBe('succeeded');
    expect(Number(job?.result?.['deleted'])).toBeGreaterThanOrEqual(2);
    await expectDeleted(lapsed, school.id);
    await expectDeleted(neverOld, school.id);
    await expectKept(recent, school.id);
    await expectKept(neverNew, school.id);
    const finish = await auditOf(SCHEDULE_ACTOR, 'inactive-students.delete.finish');
    expect(finish.some((event) => event.detail['jobId'] === job?.id)).toBe(true);

    // The same day again: that day's job is done, nothing runs; the next day finds no one left.
    expect(
      (await runScheduledCleanUp({ signInYears: 1, neverSignedInYears: 1 }, { directory: cognitoSignInDirectory }, now))
        ?.id,
    ).toBe(job?.id);
    const nextDay = await runScheduledCleanUp(
      { signInYears: 1, neverSignedInYears: 1 },
      { directory: cognitoSignInDirectory },
      new Date('2017-06-02T17:00:00.000Z'),
    );
    expect(nextDay?.result?.['deleted']).toBe('0');
    await expectKept(recent, school.id);
  }, 60_000);

  it('finishes a run that stopped half-way when it runs again', async () => {
    const { school, group } = await schoolWithClass();
    const lapsed = await studentOf(school.id, group.id, '2015-03-01T00:00:00.000Z', '2015-04-10T08:00:00.000Z');
    const now = new Date('2016-06-01T17:00:00.000Z');
    const jobId = `inactive-students-${now.toISOString().slice(0, 10)}`;
    // A run that failed: its record says so (as runJob leaves one), with nothing deleted yet.
    const { jobRecords, newJobRecord } = await import('../../functions/data/jobs');
    await jobRecords.put({
      ...newJobRecord({
        id: jobId,
        kind: 'inactive-students',
        ownerId: SCHEDULE_ACTOR,
        subject: {
          signedInBefore: '2015-06-01T17:00:00.000Z',
          neverSignedInCreatedBefore: '2015-06-01T17:00:00.000Z',
          trigger: 'schedule',
        },
        runId: '',
        now,
        failureMessage: USER_CHECK_MESSAGES.deletionFailed,
      }),
      status: 'failed',
      error: 'stopped',
    });

    const job = await runScheduledCleanUp(
      { signInYears: 1, neverSignedInYears: 1 },
      { directory: cognitoSignInDirectory },
      now,
    );

    expect(job?.status).toBe('succeeded');
    await expectDeleted(lapsed, school.id);
    expect((await getJobRecord(jobId))?.status).toBe('succeeded');
  }, 60_000);
});

describe('Delete Inactive Students as a job retries what is transient', () => {
  beforeAll(() => useLocalTable());

  /** A queued deletion of the students lapsed before mid-2015, as the staff's Delete Inactive Students makes. */
  async function queuedDeletion(): Promise<string> {
    const { jobRecords, newJobRecord } = await import('../../functions/data/jobs');
    const job = newJobRecord({
      id: randomUUID(),
      kind: 'inactive-students',
      ownerId: inject('demo').userIds.staff,
      subject: {
        signedInBefore: '2015-06-01T17:00:00.000Z',
        neverSignedInCreatedBefore: '2015-06-01T17:00:00.000Z',
        trigger: 'staff',
      },
      runId: '',
      now: new Date(),
      failureMessage: USER_CHECK_MESSAGES.deletionFailed,
    });
    await jobRecords.put(job);
    return job.id;
  }

  it('fails at once with its message when a step is refused', async () => {
    // Prepare
    const jobId = await queuedDeletion();
    const faults = refusedOnce();

    // Act
    const ended = await runJob(jobId, inactiveStudentsWork({ directory: cognitoSignInDirectory }), {
      hooks: faults,
      policy: QUICK_RETRY,
    });

    // Assess
    expect(faults.failures()).toBe(1);
    expect(ended).toMatchObject({ status: 'failed', error: USER_CHECK_MESSAGES.deletionFailed });
    expect(ended?.lines).toContain(PERMANENT_FAULT_DETAIL);
  });

  it('deletes the lapsed student when its first step is throttled twice', async () => {
    // Prepare
    const { school, group } = await schoolWithClass();
    const lapsed = await studentOf(school.id, group.id, '2015-03-01T00:00:00.000Z', '2015-04-10T08:00:00.000Z');
    const jobId = await queuedDeletion();
    const faults = throttledTwice();

    // Act
    const ended = await runJob(jobId, inactiveStudentsWork({ directory: cognitoSignInDirectory }), {
      hooks: faults,
      policy: QUICK_RETRY,
    });

    // Assess
    expect(faults.failures()).toBe(2);
    expect(ended?.status).toBe('succeeded');
    await expectDeleted(lapsed, school.id);
  }, 60_000);
});

describe('Delete Inactive Students (users.manage.delete.inactive-students)', () => {
  beforeAll(() => useLocalTable());

  it(`lists at most ${INACTIVE_PREVIEW_LIST_LIMIT} students by school then name, while counting them all`, async () => {
    const [early, late] = [aSchool({ name: 'Aardvark Primary' }), aSchool({ name: 'Zebra College' })];
    await putSchools([early, late]);
    const students = Array.from({ length: INACTIVE_PREVIEW_LIST_LIMIT + 1 }, (_, index) =>
      profile({
        schoolId: index % 2 === 0 ? late.id : early.id,
        schoolRole: 'student',
        firstName: `S${String(index).padStart(3, '0')}`,
        lastName: 'Bounded',
        createdAt: '1999-01-01T00:00:00.000Z',
        lastSignIn: null,
      }),
    );
    await inGroups(students, 25, (student) => userProfiles.put(student));
    try {
      const preview = await callEndpoint(previewInactiveStudents, {
        query: { 'inactive-date': '1999-06-01' },
        as: 'staff',
      });

      expect(preview.data.students).toBe(INACTIVE_PREVIEW_LIST_LIMIT + 1);
      expect(preview.data.schools).toBe(2);
      expect(preview.data.listed).toHaveLength(INACTIVE_PREVIEW_LIST_LIMIT);
      expect(preview.data.listed[0]).toMatchObject({
        name: 'S001 Bounded',
        school: 'Aardvark Primary',
        lastSignIn: null,
      });
      expect(preview.data.listed.at(-1)?.school).toBe('Zebra College');
    } finally {
      // Other tests count every student inactive since their own dates: these go again.
      await Promise.all(students.map((student) => userProfiles.remove({ id: student.id })));
    }
  });

  it('says how many students of how many schools before deleting, then deletes them as a job; a second time finds none', async () => {
    const first = await schoolWithClass();
    const second = await schoolWithClass();
    const idle = await studentOf(
      first.school.id,
      first.group.id,
      '2019-01-05T00:00:00.000Z',
      '2019-02-01T08:00:00.000Z',
    );
    const never = await studentOf(second.school.id, second.group.id, '2019-03-05T00:00:00.000Z', null);
    const active = await studentOf(
      first.school.id,
      first.group.id,
      '2019-01-05T00:00:00.000Z',
      '2019-08-01T08:00:00.000Z',
    );
    const query = { 'inactive-date': '2019-06-01' };

    const preview = await callEndpoint(previewInactiveStudents, { query, as: 'staff' });
    expect(preview.status).toBe(200);
    expect(preview.data.students).toBeGreaterThanOrEqual(2);
    expect(preview.data.schools).toBeGreaterThanOrEqual(2);
    // The confirmation lists them: name, username, school and last sign-in (null: never).
    const listed = new Map(preview.data.listed.map((student) => [student.id, student]));
    expect(listed.get(idle.id)).toMatchObject({
      name: 'Ida Idle',
      school: first.school.name,
      lastSignIn: '2019-02-01T08:00:00.000Z',
    });
    expect(listed.get(never.id)).toMatchObject({ school: second.school.name, lastSignIn: null });
    expect(listed.has(active.id)).toBe(false);

    const tooFew = await callEndpoint(deleteInactiveStudents, {
      query,
      body: { expectedStudents: preview.data.students - 1 },
      as: 'staff',
    });
    expect(tooFew.status).toBe(409);
    expect(tooFew.errors[0]?.detail).toBe(USER_CHECK_MESSAGES.changed);
    await expectKept(idle, first.school.id);

    const started = await callEndpoint(deleteInactiveStudents, {
      query,
      body: { expectedStudents: preview.data.students },
      as: 'staff',
    });
    expect(started.status).toBe(201);
    const job = await settledJob(started.data.job.id, 'staff');
    expect(job.status).toBe('succeeded');
    expect(job.counts['deleted']).toBe(preview.data.students);
    await expectDeleted(idle, first.school.id);
    await expectDeleted(never, second.school.id);
    await expectKept(active, first.school.id);
    const audit = await auditOf(inject('demo').userIds.staff, 'inactive-students.delete');
    expect(
      audit.some((event) => event.detail['jobId'] === job.id && event.detail['students'] === preview.data.students),
    ).toBe(true);

    expect((await callEndpoint(previewInactiveStudents, { query, as: 'staff' })).data.students).toBe(0);
    const again = await callEndpoint(deleteInactiveStudents, { query, body: { expectedStudents: 0 }, as: 'staff' });
    expect(again.status).toBe(409);
    expect(again.errors[0]?.detail).toBe(USER_CHECK_MESSAGES.nothingToDelete);
  }, 60_000);

  it('needs a date no later than today, and the permission', async () => {
    const none = await callEndpoint(previewInactiveStudents, { invalidQuery: {}, as: 'staff' });
    expect(none.status).toBe(422);
    expect(none.errors[0]?.detail).toBe(USER_CHECK_MESSAGES.noDate);
    const blank = await callEndpoint(deleteInactiveStudents, {
      invalidQuery: { 'inactive-date': '' },
      body: { expectedStudents: 1 },
      as: 'staff',
    });
    expect(blank.errors[0]?.detail).toBe(USER_CHECK_MESSAGES.noDate);
    const future = await callEndpoint(previewInactiveStudents, {
      query: { 'inactive-date': '2999-01-01' },
      as: 'staff',
    });
    expect(future.errors[0]?.detail).toBe(USER_CHECK_MESSAGES.futureDate);
    expect(
      (await callEndpoint(previewInactiveStudents, { query: { 'inactive-date': '2019-06-01' }, as: 'teleStaff' }))
        .status,
    ).toBe(403);
    expect(
      (
        await callEndpoint(deleteInactiveStudents, {
          query: { 'inactive-date': '2019-06-01' },
          body: { expectedStudents: 5 },
          as: 'supportStaff',
        })
      ).status,
    ).toBe(403);
  });
});
