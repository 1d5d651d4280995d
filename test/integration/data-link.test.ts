import { dataSourceProviders } from '../../functions/adapters/data-sources';
import { passwordBox } from '../../functions/adapters/secret-box';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dataLinkEndpoints } from '../../shared/api/endpoints/data-link';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { DATA_LINK_MESSAGES } from '../../shared/schemas/data-link';
import { PERMANENT_FAULT_DETAIL, QUICK_RETRY, refusedOnce, throttledTwice } from './support/job-faults';
import type { Job } from '../../shared/schemas/jobs';
import { DEMO_OTHER_SCHOOL_ID, DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { listSchoolClassGroups, listSchoolMemberships, listSchoolStudents } from '../../functions/data/class-groups';
import { readSyncedAccounts } from '../../functions/data/data-links';
import { loadSessionUser, listSchoolTeacherProfiles, updateProfile } from '../../functions/data/users';
import { outboxMailSender } from '../../functions/adapters/mail/outbox';
import { cognitoSignInDirectory } from '../../functions/adapters/sign-in-directory/cognito';
import { RUN_BY_CALLER, runJob } from '../../functions/domain/core/jobs/job-work';
import { getJobRecord } from '../../functions/data/jobs';
import { dataSyncWork, startSync } from '../../functions/domain/data-link/sync';
import { csvRows } from '../support/csv-rows';
import { auditOf } from './support/audit';
import { portal } from './support/portal-client';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { rosterSchool, shareRoster, type RosterFixture } from './support/rosters';
import { schoolWithMembers, type SchoolWorld } from './support/school-access';
import { PERSON_NAME_MAX_LENGTH } from '../../shared/constants';

const {
  getSchoolDataLink,
  searchDataSourceOrgs,
  linkSchoolToSource,
  requestDataAccess,
  unlinkSchool,
  syncSchoolData,
  exportSyncReport,
} = dataLinkEndpoints;
const CONTACT = {
  firstName: 'Rita',
  lastName: 'Records',
  email: 'rita@district.example',
  phone: null,
  notes: 'Please share our roster.',
};

async function settled(jobId: string): Promise<Job> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { job } = (await callEndpoint(jobsEndpoints.getJob, { params: { jobId }, as: 'teleStaff' })).data;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${jobId} did not finish`);
}

/** A school with a teacher and a student (Student ID S-1) whom the roster lists too, and a roster of two classes. */
async function linkedWorld(): Promise<{
  world: SchoolWorld;
  org: Awaited<ReturnType<typeof rosterSchool>>;
  roster: RosterFixture;
}> {
  const [world, org] = await Promise.all([schoolWithMembers(), rosterSchool()]);
  await updateProfile(world.student.id, { schoolKey: 'S-1' });
  const [teacher, student] = await Promise.all([loadSessionUser(world.teacher.id), loadSessionUser(world.student.id)]);
  if (!teacher || !student) throw new Error('no members');
  const roster: RosterFixture = {
    classes: [
      { id: 'c1', title: '5K' },
      { id: 'c2', title: '6K' },
    ],
    teachers: [
      {
        id: 't1',
        givenName: teacher.firstName,
        familyName: teacher.lastName,
        email: world.teacher.email,
        classIds: ['c1'],
      },
      {
        id: 't2',
        givenName: 'Nora',
        familyName: `New${randomUUID().slice(0, 4)}`,
        email: `nora-${randomUUID()}@district.example`,
        classIds: ['c2'],
      },
    ],
    students: [
      { id: 's1', givenName: student.firstName, familyName: student.lastName, identifier: 'S-1', classIds: ['c1'] },
      { id: 's2', givenName: 'Kit', familyName: 'Kahn', identifier: 'S-2', classIds: ['c1'] },
      { id: 's3', givenName: 'Lou', familyName: 'Lane', identifier: 'S-3', classIds: ['c2'] },
    ],
    others: [{ id: 'p1', givenName: 'Pam', familyName: 'Parent' }],
  };
  return { world, org, roster };
}

/** A linked world whose school has its bulk roster shared, is linked to it and has its data access approved: ready to sync. */
async function syncableWorld(): Promise<Awaited<ReturnType<typeof linkedWorld>>> {
  const linked = await linkedWorld();
  await shareRoster(linked.org.orgId, linked.roster, '1-bulk');
  await callEndpoint(linkSchoolToSource, {
    params: { schoolId: linked.world.school.id },
    body: { dataSource: 'oneroster', dataId: linked.org.orgId },
    as: 'teleStaff',
  });
  await callEndpoint(requestDataAccess, {
    params: { schoolId: linked.world.school.id },
    body: { contact: CONTACT },
    as: 'teleStaff',
  });
  return linked;
}

describe('Data Link (school.manage)', () => {
  beforeAll(() => useLocalTable());

  it('shows an unlinked school with the data sources, and searches a source by postcode and name', async () => {
    const org = await rosterSchool();

    const link = await callEndpoint(getSchoolDataLink, { params: { schoolId: DEMO_SCHOOL_ID }, as: 'teleStaff' });
    const found = await callEndpoint(searchDataSourceOrgs, {
      params: { schoolId: DEMO_SCHOOL_ID, dataSourceId: 'oneroster' },
      query: { postcode: org.postcode, name: 'Roster' },
      as: 'teleStaff',
    });
    const demo = await callEndpoint(searchDataSourceOrgs, {
      params: { schoolId: DEMO_SCHOOL_ID, dataSourceId: 'demo-sis' },
      query: { postcode: '2000' },
      as: 'teleStaff',
    });

    expect(link.data).toMatchObject({
      dataLink: null,
      sources: [
        { id: 'oneroster', name: 'OneRoster' },
        { id: 'demo-sis', name: 'Demo SIS' },
      ],
    });
    expect(found.data.orgs).toEqual([
      {
        id: org.orgId,
        name: org.name,
        address: '1 Test Street',
        city: 'Testville',
        postcode: org.postcode,
        country: 'Australia',
      },
    ]);
    expect(demo.data.orgs.map((school) => school.name)).toEqual(['Hillside Primary School']);
  });

  it("refuses a search without a postcode ('Postcode is required'), a short name ('Name must be at least 5 chars') and an unknown source", async () => {
    const params = { schoolId: DEMO_SCHOOL_ID, dataSourceId: 'oneroster' };
    const noPostcode = await callEndpoint(searchDataSourceOrgs, {
      params,
      invalidQuery: { postcode: ' ' },
      as: 'teleStaff',
    });
    const shortName = await callEndpoint(searchDataSourceOrgs, {
      params,
      query: { postcode: '2000', name: 'Demo' },
      as: 'teleStaff',
    });
    const unknown = await callEndpoint(searchDataSourceOrgs, {
      params: { ...params, dataSourceId: 'nowhere' },
      query: { postcode: '2000' },
      as: 'teleStaff',
    });

    expect(noPostcode.status).toBe(422);
    expect(noPostcode.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.postcodeRequired);
    expect(shortName.status).toBe(422);
    expect(shortName.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.nameTooShort);
    expect(unknown.status).toBe(404);
  });

  it('links a school (linked), refuses a second link of either side, asks for access (pending until shared, then approved) and unlinks', async () => {
    // Prepare
    const [{ world, org, roster }, other] = await Promise.all([linkedWorld(), schoolWithMembers()]);
    const schoolId = world.school.id;

    // Act
    const linked = await callEndpoint(linkSchoolToSource, {
      params: { schoolId },
      body: { dataSource: 'oneroster', dataId: org.orgId },
      as: 'teleStaff',
    });
    const again = await callEndpoint(linkSchoolToSource, {
      params: { schoolId },
      body: { dataSource: 'demo-sis', dataId: 'demo-sis-hillside' },
      as: 'teleStaff',
    });
    const taken = await callEndpoint(linkSchoolToSource, {
      params: { schoolId: other.school.id },
      body: { dataSource: 'oneroster', dataId: org.orgId },
      as: 'teleStaff',
    });
    const tooEarly = await callEndpoint(syncSchoolData, { params: { schoolId }, as: 'teleStaff' });
    const noName = await callEndpoint(requestDataAccess, {
      params: { schoolId },
      invalidBody: { contact: { ...CONTACT, firstName: '' } },
      as: 'teleStaff',
    });
    const longName = await callEndpoint(requestDataAccess, {
      params: { schoolId },
      invalidBody: { contact: { ...CONTACT, lastName: 'L'.repeat(PERSON_NAME_MAX_LENGTH + 1) } },
      as: 'teleStaff',
    });
    const requested = await callEndpoint(requestDataAccess, {
      params: { schoolId },
      body: { contact: CONTACT },
      as: 'teleStaff',
    });
    await shareRoster(org.orgId, roster);
    const approved = await callEndpoint(getSchoolDataLink, { params: { schoolId }, as: 'teleStaff' });
    const unlinked = await callEndpoint(unlinkSchool, { params: { schoolId }, as: 'teleStaff' });
    const notLinked = await callEndpoint(unlinkSchool, { params: { schoolId }, as: 'teleStaff' });
    const relinked = await callEndpoint(linkSchoolToSource, {
      params: { schoolId: other.school.id },
      body: { dataSource: 'oneroster', dataId: org.orgId },
      as: 'teleStaff',
    });

    // Assess
    expect(linked.data.dataLink).toMatchObject({
      source: { id: 'oneroster' },
      dataId: org.orgId,
      orgName: org.name,
      state: 'linked',
      contact: null,
    });
    expect(again.status).toBe(409);
    expect(again.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.alreadyLinked);
    expect(taken.status).toBe(409);
    expect(taken.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.orgTaken);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.accessNotGranted);
    expect(noName.status).toBe(422);
    expect(noName.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.firstNameRequired);
    expect([longName.status, longName.errors[0]?.detail]).toEqual([
      422,
      `The last name must be at most ${PERSON_NAME_MAX_LENGTH} characters.`,
    ]);
    expect(requested.data.dataLink).toMatchObject({ state: 'pending', contact: CONTACT });
    expect(approved.data.dataLink?.state).toBe('approved');
    expect(unlinked.data.dataLink).toBeNull();
    expect(notLinked.status).toBe(409);
    expect(notLinked.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.notLinked);
    expect(relinked.data.dataLink?.state).toBe('linked');
    const audit = await auditOf(inject('demo').userIds.teleStaff, 'school.data-link');
    expect(
      audit
        .filter((event) => event.schoolId === schoolId)
        .map((event) => event.detail['change'])
        .sort(),
    ).toEqual(['link', 'request-access', 'unlink']);
  });

  it('refuses a link to an unknown source or school of the source, changing nothing', async () => {
    const world = await schoolWithMembers();
    const source = await callEndpoint(linkSchoolToSource, {
      params: { schoolId: world.school.id },
      body: { dataSource: 'nowhere', dataId: 'x' },
      as: 'teleStaff',
    });
    const org = await callEndpoint(linkSchoolToSource, {
      params: { schoolId: world.school.id },
      body: { dataSource: 'oneroster', dataId: 'org-none' },
      as: 'teleStaff',
    });
    expect(source.status).toBe(422);
    expect(source.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.unknownSource);
    expect(org.status).toBe(422);
    expect(org.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.unknownOrg);
    expect(
      (await callEndpoint(getSchoolDataLink, { params: { schoolId: world.school.id }, as: 'teleStaff' })).data.dataLink,
    ).toBeNull();
  });

  it('syncs through the SMART Tool: existing accounts are matched, the rest created with their classes; a later sync keeps each person’s account by the source’s id and deletes only those the source dropped', async () => {
    // Prepare
    const { world, org, roster } = await linkedWorld();
    const schoolId = world.school.id;
    await shareRoster(org.orgId, roster, '1-bulk');
    await callEndpoint(linkSchoolToSource, {
      params: { schoolId },
      body: { dataSource: 'oneroster', dataId: org.orgId },
      as: 'teleStaff',
    });
    await callEndpoint(requestDataAccess, { params: { schoolId }, body: { contact: CONTACT }, as: 'teleStaff' });

    const noReportYet = await callEndpoint(exportSyncReport, { params: { schoolId }, as: 'teleStaff' });

    // Act
    const started = await callEndpoint(syncSchoolData, { params: { schoolId }, as: 'teleStaff' });
    const first = await settled(started.data.job.id);
    const afterFirst = await callEndpoint(getSchoolDataLink, { params: { schoolId }, as: 'teleStaff' });
    const [students, teachers, classes, places] = await Promise.all([
      listSchoolStudents(schoolId),
      listSchoolTeacherProfiles(schoolId),
      listSchoolClassGroups(schoolId),
      listSchoolMemberships(schoolId),
    ]);
    // The source renames s2 beyond what names may differ by (a Student ID alone would not match), and drops s3.
    const renamed = roster.students.flatMap((student) =>
      student.id === 's3'
        ? []
        : student.id === 's2'
          ? [{ ...student, givenName: 'Morgan', familyName: 'Price' }]
          : [student],
    );
    await shareRoster(org.orgId, { ...roster, students: renamed }, '2-bulk');
    const second = await settled(
      (await callEndpoint(syncSchoolData, { params: { schoolId }, as: 'teleStaff' })).data.job.id,
    );
    const studentsAfter = await listSchoolStudents(schoolId);
    const report = await callEndpoint(exportSyncReport, { params: { schoolId }, as: 'teleStaff' });

    // Assess
    expect(noReportYet.status).toBe(404);
    expect(noReportYet.errors[0]?.detail).toBe(DATA_LINK_MESSAGES.noReport);
    expect(started.status).toBe(202);
    expect(first.status).toBe('succeeded');
    expect(afterFirst.data.dataLink?.lastSync?.report).toEqual({ added: 3, changed: 2, skipped: 1 });
    expect(first.lines).toContain('Students: 2 created, 1 matched to existing accounts, 0 deleted.');
    expect(first.lines).toContain('Teachers: 1 created, 1 matched to existing accounts, 0 deleted.');
    expect(afterFirst.data.dataLink).toMatchObject({
      state: 'ready',
      syncJobId: null,
      lastSync: { students: { created: 2, matched: 1, deleted: 0 } },
    });
    expect(students.map((student) => student.schoolKey).sort()).toEqual(['S-1', 'S-2', 'S-3']);
    expect(students.find((student) => student.schoolKey === 'S-1')?.id).toBe(world.student.id);
    expect(teachers.map((teacher) => teacher.id)).toContain(world.teacher.id);
    expect(teachers).toHaveLength(3);
    expect(classes.map((group) => group.name).sort()).toEqual(['5K', '6K']);
    expect(places.filter((place) => place.classId === classes.find((group) => group.name === '5K')?.id)).toHaveLength(
      2,
    );
    expect(second.lines).toContain('Students: 0 created, 2 matched to existing accounts, 1 deleted.');
    expect(studentsAfter.map((student) => student.schoolKey).sort()).toEqual(['S-1', 'S-2']);
    const kit = students.find((student) => student.schoolKey === 'S-2');
    expect(studentsAfter.find((student) => student.schoolKey === 'S-2')).toMatchObject({
      id: kit?.id,
      firstName: 'Morgan',
      lastName: 'Price',
    });
    expect(report.headers.get('content-type')).toContain('text/csv');
    const rows = csvRows(String(report.raw));
    expect(rows[0]).toEqual(['Role', 'Source id', 'Name', 'Outcome', 'Reason']);
    expect(rows).toContainEqual([
      'source file',
      'p1',
      'Pam Parent',
      'skipped',
      'users.csv: The user has no role and no enrolment.',
    ]);
    expect(rows).toContainEqual(['student', '', 'Lou Lane', 'removed', 'No longer listed by the source.']);
    expect(rows).toContainEqual(['student', 's2', 'Morgan Price', 'changed', 'Matched; changed: name.']);
    expect(
      rows
        .filter((row) => row[3] === 'unchanged')
        .map((row) => row[1])
        .sort(),
    ).toEqual(['s1', 't1', 't2']);
    expect((await readSyncedAccounts(schoolId, 'student')).size).toBe(2);
    await callEndpoint(unlinkSchool, { params: { schoolId }, as: 'teleStaff' });
    expect((await readSyncedAccounts(schoolId, 'student')).size).toBe(0);
  });

  it("leaves out a new student whose Student ID another student of the school has, and reports the row as skipped in the SMART Tool's words (school-and-family §5)", async () => {
    // Prepare
    const { world } = await syncableWorld();
    const schoolId = world.school.id;
    const other = await schoolWithMembers();
    await updateProfile(other.student.id, { schoolId, firstName: 'Old', lastName: 'Timer', schoolKey: 's3' });

    // Act
    const job = await settled(
      (await callEndpoint(syncSchoolData, { params: { schoolId }, as: 'teleStaff' })).data.job.id,
    );
    const students = await listSchoolStudents(schoolId);
    const rows = csvRows(String((await callEndpoint(exportSyncReport, { params: { schoolId }, as: 'teleStaff' })).raw));

    // Assess
    expect(job.status).toBe('succeeded');
    expect(job.lines).toContain('Students: 1 created, 1 matched to existing accounts, 0 deleted.');
    expect(students.map((student) => student.schoolKey).sort()).toEqual(['S-1', 'S-2', 's3']);
    expect(rows).toContainEqual([
      'student',
      's3',
      'Lou Lane',
      'skipped',
      "Row 4, column 'Student ID': Student ID 'S-3' already belongs to another student of this school, who is in no class.",
    ]);
  });

  it('shows the sync’s lines and progress as they happen, not only once it is done', async () => {
    // Prepare
    const { world } = await syncableWorld();
    const staff = await loadSessionUser(inject('demo').userIds.teleStaff);
    if (!staff) throw new Error('no staff account');
    const started = await startSync(staff, world.school.id, { runner: RUN_BY_CALLER, sources: dataSourceProviders() });
    const seen: Record<string, { done: number; total: number | null; lines: string[] }> = {};

    // Act
    const finished = await runJob(
      started.job.id,
      dataSyncWork({
        directory: cognitoSignInDirectory,
        mail: outboxMailSender(portal().mailOutboxDir),
        siteUrl: portal().url,
        passwords: passwordBox,
        sources: dataSourceProviders(),
      }),
      {
        hooks: {
          async beforeStep(phase) {
            const job = await getJobRecord(started.job.id);
            if (job) seen[phase] = { done: job.done, total: job.total, lines: [...job.lines] };
          },
        },
      },
    );

    // Assess
    expect(finished?.status).toBe('succeeded');
    expect(seen['teacher']?.total).toBe(3);
    expect(seen['teacher']?.lines.some((line) => line.startsWith('Reading '))).toBe(true);
    expect(seen['teacher']?.lines.some((line) => / lists \d+ teachers/.test(line))).toBe(true);
    expect(seen['student']?.done).toBe(1);
    expect(seen['student']?.lines.some((line) => line.startsWith('Teachers: '))).toBe(true);
    expect(seen['student']?.lines.some((line) => line.startsWith('Students: '))).toBe(false);
  });

  it('a sync that stops half-way is resumed and ends as an uninterrupted one does', async () => {
    // Prepare
    const [a, b] = await Promise.all([syncableWorld(), syncableWorld()]);
    const staff = await loadSessionUser(inject('demo').userIds.teleStaff);
    if (!staff) throw new Error('no staff account');
    const started = await startSync(staff, a.world.school.id, {
      runner: RUN_BY_CALLER,
      sources: dataSourceProviders(),
    });
    let thrown = false;
    const failed = await runJob(
      started.job.id,
      dataSyncWork({
        directory: cognitoSignInDirectory,
        mail: outboxMailSender(portal().mailOutboxDir),
        siteUrl: portal().url,
        passwords: passwordBox,
        sources: dataSourceProviders(),
      }),
      {
        hooks: {
          beforeStep(phase) {
            if (phase === 'student' && !thrown) {
              thrown = true;
              throw new Error('the roster bucket is away');
            }
          },
        },
      },
    );
    const whileFailed = await callEndpoint(getSchoolDataLink, {
      params: { schoolId: a.world.school.id },
      as: 'teleStaff',
    });

    // Act
    const resumed = await callEndpoint(jobsEndpoints.resumeJob, { params: { jobId: started.job.id }, as: 'teleStaff' });
    const finished = await settled(started.job.id);
    const reference = await settled(
      (await callEndpoint(syncSchoolData, { params: { schoolId: b.world.school.id }, as: 'teleStaff' })).data.job.id,
    );
    const shape = async (schoolId: string) =>
      (await listSchoolStudents(schoolId)).map((student) => student.schoolKey).sort();

    // Assess
    expect(failed).toMatchObject({ status: 'failed', error: DATA_LINK_MESSAGES.syncFailed });
    expect(whileFailed.data.dataLink).toMatchObject({ state: 'approved', syncJobId: started.job.id });
    expect(resumed.status).toBe(202);
    expect(finished.status).toBe('succeeded');
    expect(reference.status).toBe('succeeded');
    expect(await shape(a.world.school.id)).toEqual(await shape(b.world.school.id));
    expect((await listSchoolTeacherProfiles(a.world.school.id)).length).toBe(
      (await listSchoolTeacherProfiles(b.world.school.id)).length,
    );
  });

  it('a sync retries a step throttled twice by itself and ends as an uninterrupted one does; a refused step fails it at once', async () => {
    // Prepare: three linked schools with the same roster
    const worlds = await Promise.all([syncableWorld(), syncableWorld(), syncableWorld()]);
    const [throttled, clean, refused] = worlds.map((linked) => linked.world.school.id) as [string, string, string];
    const staff = await loadSessionUser(inject('demo').userIds.teleStaff);
    if (!staff) throw new Error('no staff account');
    const work = () =>
      dataSyncWork({
        directory: cognitoSignInDirectory,
        mail: outboxMailSender(portal().mailOutboxDir),
        siteUrl: portal().url,
        passwords: passwordBox,
        sources: dataSourceProviders(),
      });
    const syncOf = async (schoolId: string) =>
      (await startSync(staff, schoolId, { runner: RUN_BY_CALLER, sources: dataSourceProviders() })).job.id;
    const transient = throttledTwice();
    const permanent = refusedOnce();

    // Act
    const retried = await runJob(await syncOf(throttled), work(), { hooks: transient, policy: QUICK_RETRY });
    const reference = await runJob(await syncOf(clean), work());
    const failed = await runJob(await syncOf(refused), work(), { hooks: permanent, policy: QUICK_RETRY });
    const shape = async (schoolId: string) =>
      (await listSchoolStudents(schoolId)).map((student) => student.schoolKey).sort();

    // Assess
    expect([transient.failures(), permanent.failures()]).toEqual([2, 1]);
    expect(retried).toMatchObject({ status: 'succeeded', counts: reference?.counts });
    expect(await shape(throttled)).toEqual(await shape(clean));
    expect(failed).toMatchObject({ status: 'failed', error: DATA_LINK_MESSAGES.syncFailed });
    expect(failed?.lines).toContain(PERMANENT_FAULT_DETAIL);
  });

  it('refuses staff without school.manage for the school and school users', async () => {
    for (const as of ['supportStaff', 'schoolDataStaff', 'schoolAdmin'] as const) {
      expect((await callEndpoint(getSchoolDataLink, { params: { schoolId: DEMO_SCHOOL_ID }, as })).status).toBe(403);
      expect(
        (
          await callEndpoint(linkSchoolToSource, {
            params: { schoolId: DEMO_SCHOOL_ID },
            body: { dataSource: 'demo-sis', dataId: 'demo-sis-hillside' },
            as,
          })
        ).status,
      ).toBe(403);
      expect((await callEndpoint(syncSchoolData, { params: { schoolId: DEMO_SCHOOL_ID }, as })).status).toBe(403);
      expect((await callEndpoint(exportSyncReport, { params: { schoolId: DEMO_SCHOOL_ID }, as })).status).toBe(403);
    }
    // School-bound staff reach their own school.
    expect(
      (await callEndpoint(getSchoolDataLink, { params: { schoolId: DEMO_OTHER_SCHOOL_ID }, as: 'schoolDataStaff' }))
        .status,
    ).toBe(200);
  });
});
