import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { studentsEndpoints } from '../../shared/api/endpoints/students';
import { FAMILY_MESSAGES, type ChildRow } from '../../shared/schemas/children';
import { PRIVACY_MESSAGES } from '../../shared/schemas/privacy';
import { CLASS_MESSAGES } from '../../shared/schemas/classes';
import { appLaunchEvents } from '../../functions/data/app-launches';
import { signInEventAt, signInEvents } from '../../functions/data/sign-in-events';
import { timeToLive } from '../../functions/data/table-design';
import { putUserService } from '../../functions/data/user-services';
import { ROUTE_FUNCTION_TIMEOUT_SECONDS } from '../../lib-infra/function-limits';
import { LAMBDA_RESPONSE_PAYLOAD_BYTES } from '../../lib-infra/local/lambda-limits';
import { csvRows } from '../support/csv-rows';
import { fiveYearsOf, keptOf, writeChildHistory, type ChildHistory, type DailyHistory } from '../support/child-history';
import { auditOf } from './support/audit';
import { homeSubscription } from './support/user-services';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { settledJob } from './support/jobs';
import { useLocalTable } from './support/local-table';
import { uniqueFirstName } from './support/managed-accounts';
import { useTwoSchools } from './support/school-access';

const { createChild, getChildData, listChildren, startChildDataExport, startActingAsChild } = childrenEndpoints;
const { exportStudentRecord } = studentsEndpoints;
const { getJobFile, listJobs } = jobsEndpoints;

type Account = Awaited<ReturnType<typeof freshAccount>>;

/** A launch of Maths Quest as the app-launch page records it: the attributes the app received. */
async function recordLaunch(userId: string, actorId: string, at: Date): Promise<void> {
  await appLaunchEvents.put({
    userId,
    actorId,
    serviceId: '2',
    at: at.toISOString(),
    schoolId: null,
    initiatedBy: 'portal',
    attributes: ['username', 'firstName', 'lastInitial', 'role'],
    ttl: timeToLive(new Date(at.getTime() + 400 * 86_400_000)),
  });
}

/** The ZIP of a finished data export, downloaded through its link as the browser does. */
async function downloadedZip(jobId: string, as: Account['as']): Promise<Record<string, string>> {
  const file = await callEndpoint(getJobFile, { params: { jobId }, as });
  expect(file.status).toBe(200);
  expect(file.data.fileName).toMatch(/\.zip$/);
  const answer = await fetch(file.data.url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const ROUTE_LIMIT_MS = ROUTE_FUNCTION_TIMEOUT_SECONDS * 1000;
/** A child who does a little less than the busiest (BUSY_CHILD), to keep the suite's time. */
const SUITE_CHILD: DailyHistory = { signIns: 2, launches: 4, lines: 1 };

describe("a child's data", () => {
  let parent: Account;
  let otherParent: Account;
  let child: ChildRow;
  let otherChild: ChildRow;
  const launchedAt = new Date(Date.now() - 60 * 60 * 1000);

  beforeAll(async () => {
    useLocalTable();
    [parent, otherParent] = await Promise.all([freshAccount('parent'), freshAccount('parent')]);
    const made = await Promise.all([
      callEndpoint(createChild, { body: { firstName: uniqueFirstName() }, as: parent.as }),
      callEndpoint(createChild, { body: { firstName: uniqueFirstName() }, as: otherParent.as }),
    ]);
    [child, otherChild] = made.map((answer) => answer.data.child) as [ChildRow, ChildRow];
    await recordLaunch(child.id, parent.user.id, launchedAt);
  }, 60_000);

  it('shows the parent what the portal holds about their child, who did what, and which apps received which attributes', async () => {
    // Act
    const answer = await callEndpoint(getChildData, { params: { childId: child.id }, as: parent.as });

    // Assess
    expect(answer.status).toBe(200);
    const { record } = answer.data;
    expect(record.profile).toMatchObject({
      id: child.id,
      username: child.username,
      firstName: child.firstName,
      accountType: 'Child account',
    });
    expect(record.signInMethods).toEqual(['Username and password']);
    expect(record.appLaunches).toEqual([
      {
        at: launchedAt.toISOString(),
        app: 'Maths Quest',
        attributes: ['username', 'first name', 'last name initial', 'role (child, student, teacher…)'],
        openedBy: `You, as ${child.firstName}`,
      },
    ]);
    expect(record.history.map((entry) => entry.who)).toContain('You');
    expect(record.history.map((entry) => entry.what)).toContain('Created a child');
  });

  it("gives the record's words in the parent's language: names, ways of signing in, attributes", async () => {
    // Act
    const answer = await callEndpoint(getChildData, {
      params: { childId: child.id },
      as: parent.as,
      language: 'fr-FR,fr;q=0.9',
    });

    // Assess: the same record, in French; names and times as they are
    const { record } = answer.data;
    expect(record.profile).toMatchObject({ firstName: child.firstName, accountType: 'Compte enfant' });
    expect(record.signInMethods).toEqual(['Nom d’utilisateur et mot de passe']);
    expect(record.appLaunches).toEqual([
      expect.objectContaining({
        at: launchedAt.toISOString(),
        attributes: ['nom d’utilisateur', 'prénom', 'initiale du nom', 'rôle (enfant, élève, enseignant…)'],
        openedBy: `Vous, en tant que ${child.firstName}`,
      }),
    ]);
    expect(record.history.map((entry) => entry.who)).toContain('Vous');
  });

  it('lists what the child has and why, as View Subscriptions does: access without a subscription record too', async () => {
    // Prepare: Maths Quest held as a subscription with no record behind it (a free trial would be the same).
    const held = await callEndpoint(createChild, { body: { firstName: uniqueFirstName() }, as: parent.as });
    useLocalTable();
    await putUserService(held.data.child.id, homeSubscription('2'));

    // Act
    const answer = await callEndpoint(getChildData, { params: { childId: held.data.child.id }, as: parent.as });
    const listed = await callEndpoint(listChildren, { as: parent.as });

    // Assess: the data page and My Child Accounts tell the same: Maths Quest, and why.
    expect(answer.data.record.subscriptions).toEqual([
      expect.objectContaining({ app: 'Maths Quest', source: 'Subscription', state: 'Active', startedAt: null }),
    ]);
    expect(listed.data.children.find((row) => row.id === held.data.child.id)?.subscriptions).toEqual([
      expect.objectContaining({ serviceId: '2', type: 'subscription' }),
    ]);
  });

  it("downloads the child's data as a ZIP job: a launch with its attributes, a JSON and a CSV per list, README.txt; audited", async () => {
    // Act
    const started = await callEndpoint(startChildDataExport, { params: { childId: child.id }, as: parent.as });

    // Assess
    expect(started.status).toBe(202);
    expect(started.data.job.kind).toBe('data-export');
    const job = await settledJob(started.data.job.id, parent.as);
    expect(job).toMatchObject({ status: 'succeeded', done: 1, total: 1 });
    const files = await downloadedZip(job.id, parent.as);
    expect(Object.keys(files).sort()).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'app-launches.json', 'app-launches.csv', 'sign-ins.csv']),
    );
    const launches = JSON.parse(files['app-launches.json'] ?? '[]') as { app: string; attributes: string[] }[];
    expect(launches[0]).toMatchObject({ app: 'Maths Quest', attributes: expect.arrayContaining(['first name']) });
    expect(files['app-launches.csv']).toContain('Maths Quest');
    expect(files['README.txt']).toContain('app-launches.json, app-launches.csv (1 entry)');
    const listed = await callEndpoint(listJobs, { as: parent.as });
    expect(listed.data.jobs.find((entry) => entry.id === job.id)).toMatchObject({
      kindName: "A person's data",
      download: { fileName: expect.stringMatching(/\.zip$/) },
    });
    const audited = await auditOf(parent.user.id, 'data-export.start');
    expect(audited.some((event) => event.subjectIds.includes(child.id) && event.detail['jobId'] === job.id)).toBe(true);
  });

  it('prepares the download of a child with 1,000 launches and 1,000 sign-ins in under 5 s', async () => {
    // Prepare
    const busy = (await callEndpoint(createChild, { body: { firstName: uniqueFirstName() }, as: parent.as })).data
      .child;
    const base = Date.now() - 300 * 86_400_000;
    const at = (index: number) => new Date(base + index * 60_000);
    await Promise.all([
      appLaunchEvents.putAll(
        Array.from({ length: 1000 }, (_, index) => ({
          userId: busy.id,
          actorId: busy.id,
          serviceId: '2',
          at: at(index).toISOString(),
          schoolId: null,
          initiatedBy: 'portal' as const,
          attributes: ['username', 'firstName', 'lastInitial', 'role'],
          ttl: timeToLive(new Date(at(index).getTime() + 400 * 86_400_000)),
        })),
      ),
      signInEvents.putAll(Array.from({ length: 1000 }, (_, index) => signInEventAt(busy.id, at(index).toISOString()))),
    ]);

    // Act
    const startedAt = performance.now();
    const started = await callEndpoint(startChildDataExport, { params: { childId: busy.id }, as: parent.as });
    const job = await settledJob(started.data.job.id, parent.as);
    const took = performance.now() - startedAt;

    // Assess
    console.info(`data export of 1,000 launches and 1,000 sign-ins: ${Math.round(took)} ms`);
    expect(job.status).toBe('succeeded');
    expect(job.counts).toMatchObject({ launches: 1000, signIns: 1000 });
    expect(took).toBeLessThan(5000);
  }, 60_000);

  it('serves the page and the ZIP of a child with five years of history within Lambda’s limits, every kept entry in both', async () => {
    // Prepare: five years of 2 sign-ins, 4 launches and a history line a day, as AWS still holds
    // them (3,340 items; fiveYearsOf); the child's own history lines before. The busiest child
    // (3 sign-ins, 10 launches, 2 lines: 7,100 items) is the child-data bench's.
    const busy = (await callEndpoint(createChild, { body: { firstName: uniqueFirstName() }, as: parent.as })).data
      .child;
    const own = (await callEndpoint(getChildData, { params: { childId: busy.id }, as: parent.as })).data.record.history
      .length;
    const history = fiveYearsOf(busy.id, parent.user.id, SUITE_CHILD);
    await writeChildHistory(history);
    const now = Date.now();
    const kept = (items: ChildHistory[keyof ChildHistory]) => keptOf(items, now);

    // Act
    const pageStarted = performance.now();
    const page = await callEndpoint(getChildData, { params: { childId: busy.id }, as: parent.as });
    const pageMs = performance.now() - pageStarted;
    const exportStarted = performance.now();
    const started = await callEndpoint(startChildDataExport, { params: { childId: busy.id }, as: parent.as });
    const job = await settledJob(started.data.job.id, parent.as);
    const exportMs = performance.now() - exportStarted;
    const files = await downloadedZip(job.id, parent.as);

    // Assess: the page answers well within a route's time and 6 MB; the ZIP holds every kept entry.
    const pageBytes = Buffer.byteLength(JSON.stringify(page.data));
    console.info(
      `five years of history (${SUITE_CHILD.launches} launches a day): the page ${Math.round(pageMs)} ms, ${pageBytes} bytes; the ZIP job ${Math.round(exportMs)} ms`,
    );
    expect(page.status).toBe(200);
    expect(pageMs).toBeLessThan(ROUTE_LIMIT_MS / 2);
    expect(pageBytes).toBeLessThan(LAMBDA_RESPONSE_PAYLOAD_BYTES / 2);
    const { record } = page.data;
    expect([record.signIns.length, record.appLaunches.length]).toEqual([kept(history.signIns), kept(history.launches)]);
    // Kept lines alternate the start and end of acting as the child, so none is grouped; with them
    // the child's own lines, and in the ZIP the download's own start.
    expect(record.history).toHaveLength(own + kept(history.lines));
    expect(job).toMatchObject({
      status: 'succeeded',
      counts: {
        signIns: kept(history.signIns),
        launches: kept(history.launches),
        history: own + kept(history.lines) + 1,
      },
    });
    expect(JSON.parse(files['app-launches.json'] ?? '[]')).toEqual(record.appLaunches);
    expect(csvRows(files['sign-ins.csv'] ?? '')).toHaveLength(kept(history.signIns) + 1);
    expect(csvRows(files['history.csv'] ?? '')).toHaveLength(own + kept(history.lines) + 2);
  }, 180_000);

  it("refuses another family's child: 404 and nothing started", async () => {
    // Act
    const [page, download] = await Promise.all([
      callEndpoint(getChildData, { params: { childId: otherChild.id }, as: parent.as }),
      callEndpoint(startChildDataExport, { params: { childId: otherChild.id }, as: parent.as }),
    ]);

    // Assess
    for (const answer of [page, download]) {
      expect(answer.status).toBe(404);
      expect(answer.errors[0]?.detail).toBe(FAMILY_MESSAGES.childNotFound);
    }
  });

  it('refuses the child itself, and a parent acting as the child', async () => {
    // Prepare
    const grant = await callEndpoint(startActingAsChild, { params: { childId: child.id }, as: parent.as });

    // Act
    const [page, download] = await Promise.all([
      callEndpoint(getChildData, { params: { childId: child.id }, as: parent.as, actAs: grant.data.grant.secret }),
      callEndpoint(startChildDataExport, {
        params: { childId: child.id },
        as: parent.as,
        actAs: grant.data.grant.secret,
      }),
    ]);

    // Assess
    for (const answer of [page, download]) {
      expect(answer.status).toBe(403);
      expect(answer.errors[0]?.detail).toBe(FAMILY_MESSAGES.onlyParents);
    }
  });

  it('refuses staff logged in as the parent, and audits the refused download', async () => {
    // Prepare
    const grant = await callEndpoint(actingAsEndpoints.startLoginAs, { body: { user: parent.user.id }, as: 'staff' });
    expect(grant.status).toBe(201);
    const actAs = grant.data.grant.secret;

    // Act
    const [page, download] = await Promise.all([
      callEndpoint(getChildData, { params: { childId: child.id }, as: 'staff', actAs }),
      callEndpoint(startChildDataExport, { params: { childId: child.id }, as: 'staff', actAs }),
    ]);

    // Assess
    for (const answer of [page, download]) {
      expect(answer.status).toBe(403);
      expect(answer.errors[0]?.detail).toBe(PRIVACY_MESSAGES.actingAsAnother);
    }
    const staffId = grant.data.actingAs.actor.id;
    const refusals = await auditOf(staffId, 'data-export.refused');
    expect(
      refusals.some((event) => event.subjectIds.includes(child.id) && event.effectiveUserId === parent.user.id),
    ).toBe(true);
    const started = await auditOf(staffId, 'data-export.start');
    expect(started.some((event) => event.subjectIds.includes(child.id))).toBe(false);
  });
});

describe("a student's record, for the school", () => {
  const schools = useTwoSchools();
  beforeAll(() => useLocalTable());

  it("lets the school's administrator export one student's record as the same ZIP job; audited", async () => {
    // Prepare
    const { school, schoolAdmin, student } = schools.a;
    await recordLaunch(student.id, student.id, new Date(Date.now() - 2 * 60 * 60 * 1000));

    // Act
    const started = await callEndpoint(exportStudentRecord, {
      params: { schoolId: school.id, studentId: student.id },
      as: schoolAdmin.as,
    });

    // Assess
    expect(started.status).toBe(202);
    const job = await settledJob(started.data.job.id, schoolAdmin.as);
    expect(job.status).toBe('succeeded');
    const files = await downloadedZip(job.id, schoolAdmin.as);
    expect(JSON.parse(files['profile.json'] ?? '{}')).toMatchObject({ id: student.id, accountType: 'Student' });
    expect(JSON.parse(files['app-launches.json'] ?? '[]')).toHaveLength(1);
    expect(files['README.txt']).toContain('app-launches.json, app-launches.csv (1 entry)');
    const audited = await auditOf(schoolAdmin.id, 'data-export.start');
    expect(audited.some((event) => event.subjectIds.includes(student.id) && event.schoolId === school.id)).toBe(true);
  });

  it("refuses staff logged in as the school's administrator in a school's words, and audits the refusal", async () => {
    // Prepare
    const { school, schoolAdmin, student } = schools.a;
    const grant = await callEndpoint(actingAsEndpoints.startLoginAs, { body: { user: schoolAdmin.id }, as: 'staff' });
    const actAs = grant.data.grant.secret;

    // Act
    const refused = await callEndpoint(exportStudentRecord, {
      params: { schoolId: school.id, studentId: student.id },
      as: 'staff',
      actAs,
    });
    await callEndpoint(actingAsEndpoints.endActingAs, { as: 'staff', actAs });

    // Assess
    expect(refused.status).toBe(403);
    expect(refused.errors[0]?.detail).toBe(PRIVACY_MESSAGES.actingAsAdministrator);
    const audited = await auditOf(grant.data.actingAs.actor.id, 'data-export.refused');
    expect(audited.some((event) => event.subjectIds.includes(student.id) && event.schoolId === school.id)).toBe(true);
  });

  it('refuses a teacher who is not an administrator, and a teacher or administrator of another school', async () => {
    // Prepare
    const { school, teacher, student } = schools.a;
    const params = { schoolId: school.id, studentId: student.id };

    // Act
    const [notAdmin, otherAdmin, otherTeacher] = await Promise.all([
      callEndpoint(exportStudentRecord, { params, as: teacher.as }),
      callEndpoint(exportStudentRecord, { params, as: schools.b.schoolAdmin.as }),
      callEndpoint(exportStudentRecord, { params, as: schools.b.teacher.as }),
    ]);

    // Assess
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.errors[0]?.detail).toBe(PRIVACY_MESSAGES.onlyAdministrators);
    // Another school's administrator does not reach the school (404); its other teachers are refused by the rule.
    expect(otherAdmin.status).toBe(404);
    expect(otherTeacher.status).toBe(403);
    expect(otherTeacher.errors[0]?.detail).toBe(PRIVACY_MESSAGES.onlyAdministrators);
  });

  it('refuses a student of another school (404, its own message), a student, and a parent', async () => {
    // Prepare
    const { school, schoolAdmin } = schools.a;
    const parent = await freshAccount('parent');

    // Act
    const [otherStudent, asStudent, asParent] = await Promise.all([
      callEndpoint(exportStudentRecord, {
        params: { schoolId: school.id, studentId: schools.b.student.id },
        as: schoolAdmin.as,
      }),
      callEndpoint(exportStudentRecord, {
        params: { schoolId: school.id, studentId: schools.a.student.id },
        as: schools.a.student.as,
      }),
      callEndpoint(exportStudentRecord, {
        params: { schoolId: school.id, studentId: schools.a.student.id },
        as: parent.as,
      }),
    ]);

    // Assess
    expect(otherStudent.status).toBe(404);
    expect(otherStudent.errors[0]?.detail).toBe(PRIVACY_MESSAGES.studentNotFound);
    expect(asStudent.status).toBe(403);
    expect(asParent.status).toBe(403);
    expect(asParent.errors[0]?.detail).not.toBe(CLASS_MESSAGES.onlyAdministratorsDelete);
  });
});
