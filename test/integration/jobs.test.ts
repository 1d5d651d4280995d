import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DemoAccountKey } from '../../bin/seed/demo-accounts';
import { DEMO_IMPORT_JOB_ID } from '../../bin/seed/student-imports';
import { DEMO_EMAIL_LIST_JOB_ID, DEMO_WEEKLY_STATUS_JOB_ID } from '../../bin/seed/operations';
import { jobRecords, newJobRecord, type JobRecord } from '../../functions/data/jobs';
import { SCHEDULE_ACTOR } from '../../functions/domain/user-checks/schedule-actor';
import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { statsReportsEndpoints } from '../../shared/api/endpoints/stats-reports';
import { EXPORT_MESSAGES } from '../../shared/schemas/exports';
import { JOB_LIST_MESSAGES, JOB_LIST_PAGE_SIZE, JOB_MESSAGES, type JobListEntry } from '../../shared/schemas/jobs';
import { LOCAL_EXPORTS_BUCKET } from '../../bin/local-stack';
import { folderExportFiles } from '../../functions/adapters/export-files/folder';
import { localStateDirs } from '../../lib-infra/local/state-dirs';
import { csvRows } from '../support/csv-rows';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { portal } from './support/portal-client';
import { settledJob } from './support/jobs';
import { useLocalTable } from './support/local-table';

const { listJobs, getJobFile, listScheduledJobRuns, resumeJob } = jobsEndpoints;
type Caller = DemoAccountKey | { token: string };
const MINUTE_MS = 60_000;

/** A job record written straight to the table (no worker runs it): for states a test cannot wait for. */
async function aJob(ownerId: string, fields: Partial<JobRecord> = {}, at = new Date()): Promise<JobRecord> {
  const job: JobRecord = {
    ...newJobRecord({
      id: randomUUID(),
      kind: 'export',
      ownerId,
      subject: { report: 'crm-unlinked-school-logins', params: '{}', fileName: 'crm-unlinked-test.csv' },
      runId: '',
      now: at,
      failureMessage: EXPORT_MESSAGES.failed,
    }),
    ...fields,
  };
  await jobRecords.put(job);
  return job;
}

async function listed(as: Caller, cursor?: string) {
  const answer = await callEndpoint(listJobs, { query: cursor ? { cursor } : {}, as });
  expect(answer.errors).toEqual([]);
  return answer.data;
}

/** Every job of the caller, following the cursor to the end. */
async function allListed(as: Caller): Promise<JobListEntry[]> {
  const jobs: JobListEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await listed(as, cursor);
    jobs.push(...page.jobs);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return jobs;
}

/** An answer of the exports bucket's origin: its status, and the code and message of S3's XML error. */
async function s3Answer(answer: Response): Promise<[number, string, string]> {
  const xml = await answer.text();
  return [answer.status, /<Code>([^<]*)</.exec(xml)?.[1] ?? '', /<Message>([^<]*)</.exec(xml)?.[1] ?? ''];
}

describe('the Jobs list: a job can always be found again', () => {
  beforeAll(() => useLocalTable());

  it('finds a finished export again, newest first, told in words, with a link to its file', async () => {
    // Prepare
    const started = await callEndpoint(statsReportsEndpoints.startCrmUnlinkedExport, { as: 'staff' });
    const finished = await settledJob(started.data.job.id, 'staff');

    // Act: every page (other tests' jobs of the staff account come first when the whole suite runs)
    const jobs = await allListed('staff');
    const file = await callEndpoint(getJobFile, { params: { jobId: finished.id }, as: 'staff' });

    // Assess
    expect(finished.status).toBe('succeeded');
    const entry = jobs.find((job) => job.id === finished.id);
    expect(entry).toMatchObject({
      kind: 'export',
      kindName: 'Export',
      status: 'succeeded',
      resumable: false,
      download: { fileName: expect.stringMatching(/^crm-unlinked-school-logins-.*\.csv$/) as unknown },
    });
    expect(entry?.about).toMatch(/^CRM-unlinked school logins: crm-unlinked-school-logins-/);
    const times = jobs.map((job) => job.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(jobs.map((job) => job.id)).toEqual(
      expect.arrayContaining([DEMO_EMAIL_LIST_JOB_ID, DEMO_WEEKLY_STATUS_JOB_ID]),
    );
    expect(file.data.fileName).toBe(entry?.download?.fileName);
    const rows = csvRows(await (await fetch(file.data.url)).text());
    expect(rows[0]?.[0]).toBe('School ID');
  });

  it('links a file on the exports bucket’s own origin, served only as signed and for 300 seconds, as S3 serves a presigned link', async () => {
    // Prepare
    const started = await callEndpoint(statsReportsEndpoints.startCrmUnlinkedExport, { as: 'staff' });
    const finished = await settledJob(started.data.job.id, 'staff');
    const { url, fileName } = (await callEndpoint(getJobFile, { params: { jobId: finished.id }, as: 'staff' })).data;
    const link = new URL(url);
    const renamed = new URL(link);
    renamed.searchParams.set('response-content-disposition', 'attachment; filename="other.csv"');
    const unsigned = new URL(`${link.origin}${link.pathname}`);
    const signedBefore = folderExportFiles(
      {
        dir: localStateDirs(portal().mailOutboxDir).exports,
        bucket: LOCAL_EXPORTS_BUCKET,
        endpoint: portal().exportsEndpoint,
      },
      () => new Date(Date.now() - 301_000),
    );

    // Act: as a browser follows it from the site's page (an Origin, no token)
    const download = await fetch(link, { headers: { origin: portal().url } });
    const [tampered, anonymous, withToken, expired, onTheSite] = await Promise.all([
      fetch(renamed),
      fetch(unsigned),
      fetch(link, { headers: { authorization: 'Bearer not-for-the-bucket' } }),
      fetch(await signedBefore.downloadUrl(finished.id, fileName)),
      fetch(`${portal().url}/_local/exports/${finished.id}`),
    ]);

    // Assess: another origin than the site (the bucket's in AWS), so the SPA follows it, never fetches it.
    expect(link.origin).toBe(portal().exportsEndpoint);
    expect(link.origin).not.toBe(new URL(portal().url).origin);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename="${fileName}"`);
    expect(download.headers.get('access-control-allow-origin')).toBeNull();
    expect(csvRows(await download.text())[0]?.[0]).toBe('School ID');
    expect(await s3Answer(tampered)).toEqual([403, 'SignatureDoesNotMatch', expect.any(String)]);
    expect(await s3Answer(anonymous)).toEqual([403, 'AccessDenied', 'Access Denied']);
    expect(await s3Answer(withToken)).toEqual([400, 'InvalidArgument', expect.any(String)]);
    expect(await s3Answer(expired)).toEqual([403, 'AccessDenied', 'Request has expired']);
    expect(onTheSite.status).toBe(404);
  });

  it("tells each kind's subject in words: the school an import works on", async () => {
    // Act
    const { jobs } = await listed('schoolAdmin');

    // Assess
    const imported = jobs.find((job) => job.id === DEMO_IMPORT_JOB_ID);
    expect(imported).toMatchObject({ kindName: 'SMART Tool import', about: 'Students of Demo Primary School' });
    expect(imported?.download).toBeNull();
  });

  it("never shows anyone another user's jobs, nor their files", async () => {
    // Prepare
    const stranger = await freshAccount('teacher');
    const staffJob = await aJob(inject('demo').userIds.staff, { status: 'succeeded' });

    // Act
    const strangers = await allListed(stranger.as);
    const tele = await allListed('teleStaff');
    const file = await callEndpoint(getJobFile, { params: { jobId: staffJob.id }, as: 'teleStaff' });
    const resumed = await callEndpoint(resumeJob, { params: { jobId: staffJob.id }, as: stranger.as });

    // Assess
    expect(strangers).toEqual([]);
    expect(tele.map((job) => job.id)).not.toContain(staffJob.id);
    expect(tele.map((job) => job.id)).not.toContain(DEMO_WEEKLY_STATUS_JOB_ID);
    expect([file.status, file.errors[0]?.detail]).toEqual([404, JOB_MESSAGES.notFound]);
    expect([resumed.status, resumed.errors[0]?.detail]).toEqual([404, JOB_MESSAGES.notFound]);
  });

  it('offers Resume for a failed job and for one that stopped moving, and resumes it from the list', async () => {
    // Prepare
    const owner = await freshAccount('teacher');
    const failed = await aJob(owner.user.id, { status: 'failed', error: EXPORT_MESSAGES.failed });
    const stalled = await aJob(
      owner.user.id,
      { status: 'running', updatedAt: new Date(Date.now() - 30 * MINUTE_MS).toISOString() },
      new Date(Date.now() - 31 * MINUTE_MS),
    );
    const running = await aJob(owner.user.id, { status: 'running' });

    // Act
    const { jobs } = await listed(owner.as);

    // Assess
    const byId = new Map(jobs.map((job) => [job.id, job]));
    expect(byId.get(failed.id)).toMatchObject({ status: 'failed', resumable: true, error: EXPORT_MESSAGES.failed });
    expect(byId.get(stalled.id)).toMatchObject({ status: 'failed', resumable: true, error: JOB_MESSAGES.stalled });
    expect(byId.get(running.id)).toMatchObject({ status: 'running', resumable: false, download: null });
    // Resume answers 202 with the job queued again (a worker then runs it).
    const resumed = await callEndpoint(resumeJob, { params: { jobId: failed.id }, as: owner.as });
    expect(resumed.status).toBe(202);
  });

  it('pages the list with a cursor that only its own list accepts, and leaves out jobs past their keeping', async () => {
    // Prepare
    const owner = await freshAccount('teacher');
    const other = await freshAccount('teacher');
    const start = Date.now() - 60 * MINUTE_MS;
    const made: JobRecord[] = [];
    for (let index = 0; index < JOB_LIST_PAGE_SIZE + 3; index += 1)
      made.push(await aJob(owner.user.id, { status: 'succeeded' }, new Date(start + index * 1000)));
    const expired = await aJob(owner.user.id, { ttl: Math.floor(Date.now() / 1000) - 60 }, new Date(start - 1000));

    // Act
    const first = await listed(owner.as);
    const second = await listed(owner.as, first.cursor ?? undefined);
    const foreign = await callEndpoint(listJobs, { query: { cursor: first.cursor ?? '' }, as: other.as });

    // Assess
    expect(first.jobs).toHaveLength(JOB_LIST_PAGE_SIZE);
    expect(first.jobs[0]?.id).toBe(made[made.length - 1]?.id);
    expect(second.cursor).toBeNull();
    expect([...first.jobs, ...second.jobs].map((job) => job.id)).toEqual(made.map((job) => job.id).reverse());
    expect(second.jobs.map((job) => job.id)).not.toContain(expired.id);
    expect(foreign.status).toBe(400);
  });

  it('gives a file only for a finished export still kept, whose tab the caller may still open', async () => {
    // Prepare
    const staffId = inject('demo').userIds.staff;
    const gone = await aJob(staffId, { status: 'succeeded' });
    const unfinished = await aJob(staffId, { status: 'running' });
    const teleId = inject('demo').userIds.teleStaff;
    const withoutPermission = await aJob(teleId, {
      status: 'succeeded',
      subject: { report: 'email-list', params: '{}', fileName: 'email-list-test.csv' },
    });

    // Act
    const goneFile = await callEndpoint(getJobFile, { params: { jobId: gone.id }, as: 'staff' });
    const unfinishedFile = await callEndpoint(getJobFile, { params: { jobId: unfinished.id }, as: 'staff' });
    const notAnExport = await callEndpoint(getJobFile, { params: { jobId: DEMO_IMPORT_JOB_ID }, as: 'schoolAdmin' });
    const refused = await callEndpoint(getJobFile, { params: { jobId: withoutPermission.id }, as: 'teleStaff' });
    const statsFile = await callEndpoint(statsReportsEndpoints.getStatsExportFile, {
      params: { jobId: gone.id },
      as: 'staff',
    });
    const staffList = await allListed('staff');
    const teleList = await allListed('teleStaff');

    // Assess
    expect([goneFile.status, goneFile.errors[0]?.detail]).toEqual([410, JOB_LIST_MESSAGES.fileGone]);
    expect([statsFile.status, statsFile.errors[0]?.detail]).toEqual([410, JOB_LIST_MESSAGES.fileGone]);
    expect([unfinishedFile.status, unfinishedFile.errors[0]?.detail]).toEqual([409, JOB_LIST_MESSAGES.notFinished]);
    expect([notAnExport.status, notAnExport.errors[0]?.detail]).toEqual([404, JOB_LIST_MESSAGES.notAnExport]);
    expect([refused.status, refused.errors[0]?.detail]).toEqual([403, JOB_LIST_MESSAGES.noPermission]);
    expect(staffList.find((job) => job.id === gone.id)?.download).toBeNull();
    expect(teleList.find((job) => job.id === withoutPermission.id)).toMatchObject({
      about: 'E-mail list: email-list-test.csv',
      download: null,
    });
  });

  it("lists the scheduled clean-up's runs for staff who may delete inactive students, and for no one else", async () => {
    // Prepare
    const day = `inactive-students-test-${randomUUID()}`;
    const succeeded = await aJob(SCHEDULE_ACTOR, {
      id: `${day}-ok`,
      kind: 'inactive-students',
      status: 'succeeded',
      counts: { deleted: 3 },
      subject: {
        signedInBefore: '2024-01-01T00:00:00.000Z',
        neverSignedInCreatedBefore: '2025-01-01T00:00:00.000Z',
        trigger: 'schedule',
      },
    });
    const failed = await aJob(SCHEDULE_ACTOR, {
      id: `${day}-failed`,
      kind: 'inactive-students',
      status: 'failed',
      counts: { deleted: 1 },
      error: 'The deletion stopped before it finished.',
      lines: ['1 student who never signed in deleted.', 'Stopped after 4 of 30 steps.'],
    });

    // Act
    const runs = await callEndpoint(listScheduledJobRuns, { as: 'staff' });
    const tele = await callEndpoint(listScheduledJobRuns, { as: 'teleStaff' });
    const teacher = await callEndpoint(listScheduledJobRuns, { as: 'teacher' });
    const staffOwn = await allListed('staff');

    // Assess
    const byId = new Map(runs.data.runs.map((run) => [run.id, run]));
    expect(byId.get(succeeded.id)).toMatchObject({ status: 'succeeded', deleted: 3 });
    expect(byId.get(failed.id)).toMatchObject({
      status: 'failed',
      deleted: 1,
      error: 'The deletion stopped before it finished.',
      lines: ['1 student who never signed in deleted.', 'Stopped after 4 of 30 steps.'],
    });
    expect(tele.status).toBe(403);
    expect(teacher.status).toBe(403);
    expect(staffOwn.map((job) => job.id)).not.toContain(succeeded.id);
  });
});
