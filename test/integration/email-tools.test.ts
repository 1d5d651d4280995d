import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emailToolsEndpoints } from '../../shared/api/endpoints/email-tools';
import { EMAIL_LIST_COLUMNS, EMAIL_TOOL_MESSAGES, type EmailListFilterInput } from '../../shared/schemas/email-tools';
import { EXPORT_MESSAGES } from '../../shared/schemas/exports';
import { DEMO_SUPPRESSED, DEMO_WEEKLY_STATUS_JOB_ID } from '../../bin/seed/operations';
import { reportDeliveryProblem } from '../../functions/adapters/mail-account/local';
import { mailSender } from '../../functions/adapters/mail';
import { jobRecords, newJobRecord } from '../../functions/data/jobs';
import { putSchools } from '../../functions/data/schools';
import { readContacts } from '../../functions/data/contacts';
import { shardOf } from '../../functions/data/shards';
import { CONTACT_GROUPS, CONTACT_SHARDS, userProfiles } from '../../functions/data/users';
import type { SessionUser } from '../../shared/schemas/user';
import { chunksOf, inGroups } from '../support/in-groups';
import { aSchool } from '../support/schools';
import { localStateDirs } from '../../lib-infra/local/state-dirs';
import { csvRows } from '../support/csv-rows';
import { freshAccount } from './support/accounts';
import { auditOf } from './support/audit';
import { callEndpoint } from './support/call-endpoint';
import { settledJob } from './support/jobs';
import { profile, useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';

const {
  startEmailListExport,
  getEmailListFile,
  exportSuppressionList,
  checkSuppression,
  removeSuppression,
  getEmailStats,
} = emailToolsEndpoints;

/** A staff member holding only these permissions (a fresh account: the profile is read on every call). */
async function staffWith(...codes: string[]) {
  const account = await freshAccount('home');
  await userProfiles.update({ id: account.user.id }, { staffRoles: codes.map((code) => ({ code, context: null })) });
  return account.as;
}

/** Runs an export as the staff demo account and answers its rows (header first). */
async function exportRows(filter: EmailListFilterInput): Promise<string[][]> {
  const started = await callEndpoint(startEmailListExport, { body: filter, as: 'staff' });
  expect(started.status).toBe(201);
  const job = await settledJob(started.data.job.id, 'staff');
  expect(job.status).toBe('succeeded');
  const file = await callEndpoint(getEmailListFile, { params: { jobId: job.id }, as: 'staff' });
  expect(file.status).toBe(200);
  const download = await fetch(file.data.url);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain(file.data.fileName);
  return csvRows(await download.text());
}

describe('the e-mail list export (email)', () => {
  beforeAll(() => useLocalTable());
  // Every contact of this file is created on days of March 2019, which nothing else uses, with an address of this run's own domain.
  const domain = `${randomUUID().slice(0, 8)}.example`;
  const school = aSchool({ name: `Email List School ${domain}` });
  const people = {
    neverParent: profile({
      email: `never@${domain}`,
      homeRole: 'parent',
      firstName: '=HYPERLINK("http://evil.example")',
      createdAt: '2019-03-10T09:00:00.000Z',
    }),
    activeParent: profile({
      email: `active@${domain}`,
      homeRole: 'parent',
      createdAt: '2019-03-11T09:00:00.000Z',
      lastSignIn: '2019-04-01T10:00:00.000Z',
    }),
    teacher: profile({
      email: `teacher@${domain}`,
      schoolRole: 'teacher',
      schoolId: school.id,
      createdAt: '2019-03-12T09:00:00.000Z',
    }),
    schoolAdmin: profile({
      email: `admin@${domain}`,
      schoolRole: 'teacher',
      isSchoolAdmin: true,
      schoolId: school.id,
      createdAt: '2019-03-12T10:00:00.000Z',
    }),
    personal: profile({ email: `personal@${domain}`, createdAt: '2019-03-13T09:00:00.000Z' }),
    student: profile({
      email: `student@${domain}`,
      schoolRole: 'student',
      schoolId: school.id,
      createdAt: '2019-03-13T09:00:00.000Z',
    }),
    deletedParent: profile({
      email: `deleted@${domain}`,
      homeRole: 'parent',
      status: 'deleted',
      createdAt: '2019-03-14T09:00:00.000Z',
    }),
    lateParent: profile({ email: `late@${domain}`, homeRole: 'parent', createdAt: '2019-04-02T09:00:00.000Z' }),
  };
  const march = { createdFrom: '2019-03-01', createdTo: '2019-03-31' };
  const ours = (rows: string[][]) => rows.slice(1).filter((row) => row[0]?.endsWith(`@${domain}`));

  beforeAll(async () => {
    await putSchools([school]);
    for (const person of Object.values(people)) await userProfiles.put(person);
  });

  it('exports parents who never signed in, created in a range, as a formula-safe CSV through a job and a download link', async () => {
    const rows = await exportRows({ role: 'parents', neverSignedIn: true, ...march });

    expect(rows[0]).toEqual([...EMAIL_LIST_COLUMNS]);
    expect(ours(rows)).toEqual([
      [
        `never@${domain}`,
        `'=HYPERLINK("http://evil.example")`,
        'Lovelace',
        'Parent',
        '',
        'AU',
        '2019-03-10T09:00:00.000Z',
        'Never',
      ],
    ]);
    const audit = await auditOf(inject('demo').userIds.staff, 'export.email-list');
    expect(audit.some((event) => String(event.detail['params']).includes('"neverSignedIn":true'))).toBe(true);
  });

  it('lists every contact of a partition as full as 100,000 contacts make each, read a page of 1 MB at a time: none missing, none twice', async () => {
    // Prepare: 100,000 contacts over the index's 30 partitions (3 groups of CONTACT_SHARDS) hold
    // about 3,300 each, more than one 1 MB page: as many parents of one partition, created on
    // 29 February 2012 (no other test's day). The full 100,000 are the email-list bench's.
    const day = '2012-02-29';
    const fullPartition = Math.ceil(100_000 / (CONTACT_GROUPS.length * CONTACT_SHARDS)) + 100;
    const crowd: SessionUser[] = [];
    while (crowd.length < fullPartition) {
      const id = randomUUID();
      if (shardOf(id, CONTACT_SHARDS) !== 0) continue;
      const at = new Date(Date.parse(`${day}T00:00:00.000Z`) + crowd.length * 20_000).toISOString();
      crowd.push(profile({ id, email: `crowd-${crowd.length}@${domain}`, homeRole: 'parent', createdAt: at }));
    }
    await inGroups(chunksOf(crowd, 25), 8, (batch) => userProfiles.putAll(batch));
    let pages = 0;
    for await (const page of readContacts({
      group: 'parent',
      shard: 0,
      createdFrom: `${day}T00:00:00.000Z`,
      createdBefore: '2012-03-01T00:00:00.000Z',
      signedInFrom: null,
      signedInBefore: null,
      neverSignedIn: false,
      schoolAdminsOnly: false,
    }))
      if (page.length > 0) pages += 1;

    // Act
    const rows = await exportRows({ role: 'parents', createdFrom: day, createdTo: day });

    // Assess
    const emails = ours(rows).map((row) => row[0]);
    expect(pages).toBeGreaterThan(1);
    expect(rows.length - 1).toBe(emails.length);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.sort()).toEqual(crowd.map((person) => person.email).sort());
  }, 120_000);

  it('narrows by role and by last sign-in, and never lists students, children or deleted accounts', async () => {
    const emailsOf = async (filter: EmailListFilterInput) =>
      ours(await exportRows(filter))
        .map((row) => `${row[0]?.split('@')[0]}:${row[3]}`)
        .sort();

    expect(await emailsOf({ role: 'teachers', ...march })).toEqual(['admin:School Admin', 'teacher:Teacher']);
    expect(await emailsOf({ role: 'schoolAdmins', ...march })).toEqual(['admin:School Admin']);
    expect(await emailsOf({ role: 'all', ...march })).toEqual([
      'active:Parent',
      'admin:School Admin',
      'never:Parent',
      'personal:Personal',
      'teacher:Teacher',
    ]);
    expect(await emailsOf({ role: 'parents', lastSignInFrom: '2019-04-01', lastSignInTo: '2019-04-01' })).toEqual([
      'active:Parent',
    ]);
    expect(await emailsOf({ role: 'parents', createdFrom: '2019-04-02', createdTo: '2019-04-02' })).toEqual([
      'late:Parent',
    ]);
    // The school's name is looked up for school members.
    const teacherRow = ours(await exportRows({ role: 'teachers', ...march })).find(
      (row) => row[0] === `teacher@${domain}`,
    );
    expect(teacherRow?.[4]).toBe(school.name);
  });

  it('refuses dates after today, reversed ranges and Never Signed-In with sign-in dates, starting nothing', async () => {
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const cases: [unknown, string][] = [
      [{ role: 'all', createdTo: tomorrow }, EMAIL_TOOL_MESSAGES.futureDate],
      [{ role: 'all', createdFrom: '2020-02-02', createdTo: '2020-02-01' }, EMAIL_TOOL_MESSAGES.createdRange],
      [{ role: 'all', lastSignInFrom: '2020-02-02', lastSignInTo: '2020-02-01' }, EMAIL_TOOL_MESSAGES.signInRange],
      [{ role: 'all', neverSignedIn: true, lastSignInFrom: '2020-02-01' }, EMAIL_TOOL_MESSAGES.neverAndSignIn],
      [{ role: 'all', createdFrom: '2020-02-30' }, EMAIL_TOOL_MESSAGES.badDate],
    ];
    const before = (await auditOf(inject('demo').userIds.staff, 'export.email-list')).length;
    for (const [body, message] of cases) {
      const answer = await callEndpoint(startEmailListExport, { invalidBody: body, as: 'staff' });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.errors.map((error) => error.detail)).toContain(message);
    }
    expect((await auditOf(inject('demo').userIds.staff, 'export.email-list')).length).toBe(before);
  });

  it('refuses staff without the email permission, and hands out only the caller’s own finished e-mail list', async () => {
    expect((await callEndpoint(startEmailListExport, { body: { role: 'all' }, as: 'teleStaff' })).status).toBe(403);
    expect(
      (await callEndpoint(getEmailListFile, { params: { jobId: DEMO_WEEKLY_STATUS_JOB_ID }, as: 'staff' })).errors[0]
        ?.detail,
    ).toBe(EXPORT_MESSAGES.notFound);

    const started = await callEndpoint(startEmailListExport, { body: { role: 'parents', ...march }, as: 'staff' });
    await settledJob(started.data.job.id, 'staff');
    const other = await callEndpoint(getEmailListFile, {
      params: { jobId: started.data.job.id },
      as: await staffWith('email'),
    });
    expect(other.status).toBe(404);
    expect(other.errors[0]?.detail).toBe(EXPORT_MESSAGES.notFound);

    const queued = newJobRecord({
      id: randomUUID(),
      kind: 'export',
      ownerId: inject('demo').userIds.staff,
      subject: { report: 'email-list', params: '{}', fileName: 'x.csv' },
      runId: '',
      now: new Date(),
      failureMessage: EXPORT_MESSAGES.failed,
    });
    await jobRecords.put(queued);
    const early = await callEndpoint(getEmailListFile, { params: { jobId: queued.id }, as: 'staff' });
    expect(early.status).toBe(409);
    expect(early.errors[0]?.detail).toBe(EXPORT_MESSAGES.notReady);
  });

  it('links the list on the exports bucket’s own origin, served only as signed (jobs.test.ts: each refusal)', async () => {
    const started = await callEndpoint(startEmailListExport, { body: { role: 'parents', ...march }, as: 'staff' });
    await settledJob(started.data.job.id, 'staff');
    const { url, fileName } = (
      await callEndpoint(getEmailListFile, { params: { jobId: started.data.job.id }, as: 'staff' })
    ).data;
    const link = new URL(url);
    const renamed = new URL(link);
    renamed.searchParams.set('response-content-disposition', 'attachment; filename="other.csv"');

    expect(link.origin).toBe(portal().exportsEndpoint);
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename="${fileName}"`);
    expect((await fetch(renamed)).status).toBe(403);
    expect((await fetch(`${link.origin}${link.pathname}`)).status).toBe(403);
  });
});

describe('the SES suppression list (email.suppression-list.read)', () => {
  beforeAll(() => useLocalTable());

  it('checks an address: on the list with its reason and time, or not', async () => {
    const bounced = await callEndpoint(checkSuppression, {
      body: { email: DEMO_SUPPRESSED.bounce.toUpperCase() },
      as: 'staff',
    });
    expect(bounced.data).toMatchObject({ isSuppressed: true, reason: 'BOUNCE' });
    expect(bounced.data.time).toMatch(/^\d{4}-/);
    expect(
      (await callEndpoint(checkSuppression, { body: { email: DEMO_SUPPRESSED.complaint }, as: 'staff' })).data.reason,
    ).toBe('COMPLAINT');
    expect(
      (await callEndpoint(checkSuppression, { body: { email: `nobody-${randomUUID()}@example.com` }, as: 'staff' }))
        .data,
    ).toEqual({ isSuppressed: false, reason: null, time: null });
  });

  it('downloads all of the list, or its bounces or complaints, and audits it', async () => {
    const address = `bounce-${randomUUID().slice(0, 8)}@example.com`;
    await reportDeliveryProblem(localStateDirs(portal().mailOutboxDir).mailState, address, 'BOUNCE');
    const emails = async (reason?: 'bounce' | 'complaint') => {
      const answer = await callEndpoint(exportSuppressionList, { query: reason ? { reason } : {}, as: 'staff' });
      expect(answer.headers.get('content-type')).toContain('text/csv');
      const rows = csvRows(answer.raw as string);
      expect(rows[0]).toEqual(['Email', 'Reason', 'Last Updated']);
      return rows.slice(1).map((row) => row[0]);
    };
    expect(await emails()).toEqual(
      expect.arrayContaining([DEMO_SUPPRESSED.bounce, DEMO_SUPPRESSED.complaint, address]),
    );
    expect(await emails('bounce')).toEqual(expect.arrayContaining([DEMO_SUPPRESSED.bounce, address]));
    expect(await emails('bounce')).not.toContain(DEMO_SUPPRESSED.complaint);
    expect(await emails('complaint')).toEqual([DEMO_SUPPRESSED.complaint]);
    expect(
      (await auditOf(inject('demo').userIds.staff, 'email.suppression-list.export')).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('does not deliver mail to a suppressed address and counts it as a bounce', async () => {
    const address = `suppressed-${randomUUID().slice(0, 8)}@example.com`;
    const stats = async () => (await callEndpoint(getEmailStats, { as: 'staff' })).data.stats.at(-1);
    const before = await stats();
    await reportDeliveryProblem(localStateDirs(portal().mailOutboxDir).mailState, address, 'BOUNCE');
    await mailSender().send({ to: address, subject: 'Not delivered', text: 'x', html: '<p>x</p>' });
    const after = await stats();
    // Reporting the bounce counted one, the suppressed send another, and the send an attempt.
    expect((after?.Bounces ?? 0) - (before?.Bounces ?? 0)).toBe(2);
    expect((after?.DeliveryAttempts ?? 0) - (before?.DeliveryAttempts ?? 0)).toBe(1);
  });

  it('lets the local mailbox page bounce a mail (from the page only), which suppresses the address, and take it off again', async () => {
    const address = `page-${randomUUID().slice(0, 8)}@example.com`;
    const post = (path: string, origin: string | null, form: Record<string, string>) =>
      fetch(`${portal().url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
        body: new URLSearchParams(form),
      });
    const check = async () => (await callEndpoint(checkSuppression, { body: { email: address }, as: 'staff' })).data;

    expect(
      (await post('/_local/mail/suppress', 'http://elsewhere.example', { email: address, reason: 'BOUNCE' })).status,
    ).toBe(403);
    expect((await check()).isSuppressed).toBe(false);
    expect((await post('/_local/mail/suppress', portal().url, { email: address, reason: 'SPAM' })).status).toBe(400);
    const bounced = await post('/_local/mail/suppress', portal().url, { email: address, reason: 'COMPLAINT' });
    expect(bounced.status).toBe(303);
    expect(await check()).toMatchObject({ isSuppressed: true, reason: 'COMPLAINT' });
    expect(await (await fetch(`${portal().url}/_local/mail`)).text()).toContain(address);
    expect((await post('/_local/mail/unsuppress', portal().url, { email: address })).status).toBe(303);
    expect((await check()).isSuppressed).toBe(false);
  });

  it('refuses an address that is not one, and staff without the permission', async () => {
    const invalid = await callEndpoint(checkSuppression, { invalidBody: { email: 'not an address' }, as: 'staff' });
    expect(invalid.status).toBe(422);
    expect(invalid.errors[0]?.detail).toBe(EMAIL_TOOL_MESSAGES.emailInvalid);
    const blank = await callEndpoint(checkSuppression, { invalidBody: { email: ' ' }, as: 'staff' });
    expect(blank.errors[0]?.detail).toBe(EMAIL_TOOL_MESSAGES.emailRequired);
    const emailOnly = await staffWith('email.send-stats.read');
    expect(
      (await callEndpoint(checkSuppression, { body: { email: DEMO_SUPPRESSED.bounce }, as: emailOnly })).status,
    ).toBe(403);
    expect((await callEndpoint(exportSuppressionList, { as: emailOnly })).status).toBe(403);
    expect(
      (await callEndpoint(checkSuppression, { body: { email: DEMO_SUPPRESSED.bounce }, as: 'teleStaff' })).status,
    ).toBe(403);
  });
});

describe('Remove from suppression list (suppression-list.remove)', () => {
  beforeAll(() => useLocalTable());
  const mailState = () => localStateDirs(portal().mailOutboxDir).mailState;
  const check = async (email: string) => (await callEndpoint(checkSuppression, { body: { email }, as: 'staff' })).data;
  const removals = async (actorId: string = inject('demo').userIds.staff) =>
    auditOf(actorId, 'email.suppression-list.remove');

  it('takes a suppressed address off the list, whatever its case, so SES mails it again, and audits it', async () => {
    const address = `fixed-${randomUUID().slice(0, 8)}@example.com`;
    await reportDeliveryProblem(mailState(), address, 'COMPLAINT', new Date('2026-11-20T08:00:00Z'));
    expect((await check(address)).isSuppressed).toBe(true);

    const answer = await callEndpoint(removeSuppression, {
      body: { email: ` ${address.toUpperCase()} ` },
      as: 'staff',
    });

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ removed: address });
    expect(await check(address)).toEqual({ isSuppressed: false, reason: null, time: null });
    const audit = (await removals()).filter((event) => event.detail['email'] === address);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      subjectIds: [],
      schoolId: null,
      detail: { email: address, reason: 'COMPLAINT', since: '2026-11-20T08:00:00.000Z' },
    });
    // Mail reaches it again: the send counts as an attempt and not as a bounce.
    const stats = async () => (await callEndpoint(getEmailStats, { as: 'staff' })).data.stats.at(-1);
    const before = await stats();
    await mailSender().send({ to: address, subject: 'Delivered again', text: 'x', html: '<p>x</p>' });
    const after = await stats();
    expect((after?.Bounces ?? 0) - (before?.Bounces ?? 0)).toBe(0);
    expect((after?.DeliveryAttempts ?? 0) - (before?.DeliveryAttempts ?? 0)).toBe(1);
  });

  it('answers 404 saying so for an address that is not on the list (again), recording nothing', async () => {
    const address = `twice-${randomUUID().slice(0, 8)}@example.com`;
    await reportDeliveryProblem(mailState(), address, 'BOUNCE');
    expect((await callEndpoint(removeSuppression, { body: { email: address }, as: 'staff' })).status).toBe(200);
    const audited = (await removals()).length;

    for (const email of [address, `nobody-${randomUUID()}@example.com`]) {
      const answer = await callEndpoint(removeSuppression, { body: { email }, as: 'staff' });
      expect(answer.status).toBe(404);
      expect(answer.errors[0]?.detail).toBe(EMAIL_TOOL_MESSAGES.notSuppressed);
    }
    expect((await removals()).length).toBe(audited);
  });

  it('refuses an address that is not one, changing nothing', async () => {
    const audited = (await removals()).length;
    const cases: [unknown, string][] = [
      [{ email: 'not an address' }, EMAIL_TOOL_MESSAGES.emailInvalid],
      [{ email: '  ' }, EMAIL_TOOL_MESSAGES.emailRequired],
      [{}, EMAIL_TOOL_MESSAGES.emailRequired],
      [{ email: `${'a'.repeat(250)}@example.com` }, EMAIL_TOOL_MESSAGES.emailInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await callEndpoint(removeSuppression, { invalidBody: body, as: 'staff' });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.errors[0]?.detail).toBe(message);
    }
    expect((await callEndpoint(removeSuppression, { rawBody: '{"email":', as: 'staff' })).status).toBe(400);
    expect((await removals()).length).toBe(audited);
    expect((await check(DEMO_SUPPRESSED.bounce)).isSuppressed).toBe(true);
  });

  it('refuses staff without the permission and other roles, leaving the address on the list', async () => {
    const address = `kept-${randomUUID().slice(0, 8)}@example.com`;
    await reportDeliveryProblem(mailState(), address, 'BOUNCE');
    const statsOnly = await staffWith('email.send-stats.read');
    // Exporting e-mail lists, and reading the suppression list, give no right to change it.
    const [emailLists, listReader] = [await staffWith('email'), await staffWith('email.suppression-list.read')];
    const refused = [
      emailLists,
      listReader,
      statsOnly,
      'teleStaff',
      'supportStaff',
      'teacher',
      'schoolAdmin',
      'parent',
    ] as const;
    for (const as of refused) {
      const answer = await callEndpoint(removeSuppression, { body: { email: address }, as });
      expect(answer.status, String(as)).toBe(403);
    }
    expect((await callEndpoint(removeSuppression, { body: { email: address } })).status).toBe(401);
    expect((await check(address)).isSuppressed).toBe(true);
  });
});

describe('the bounce chart (email.send-stats.read)', () => {
  beforeAll(() => useLocalTable());

  it('answers the last 14 days, oldest first, with the seeded sending', async () => {
    const { stats } = (await callEndpoint(getEmailStats, { as: 'staff' })).data;
    expect(stats).toHaveLength(14);
    expect(stats.at(-1)?.Timestamp.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    expect(stats.map((stat) => stat.Timestamp)).toEqual([...stats.map((stat) => stat.Timestamp)].sort());
    expect(stats.reduce((sum, stat) => sum + stat.DeliveryAttempts, 0)).toBeGreaterThan(200);
    expect(stats.some((stat) => stat.Bounces > 0)).toBe(true);
    // The seed's complaint, two days ago.
    expect(stats.at(-3)?.Complaints).toBeGreaterThanOrEqual(1);
  });

  it('counts a complaint on its day as a complaint, not a bounce', async () => {
    const today = async () => (await callEndpoint(getEmailStats, { as: 'staff' })).data.stats.at(-1);
    const before = await today();
    const address = `complaint-${randomUUID().slice(0, 8)}@example.com`;
    await reportDeliveryProblem(localStateDirs(portal().mailOutboxDir).mailState, address, 'COMPLAINT');
    await reportDeliveryProblem(localStateDirs(portal().mailOutboxDir).mailState, `b-${address}`, 'COMPLAINT');
    const after = await today();
    expect((after?.Complaints ?? 0) - (before?.Complaints ?? 0)).toBe(2);
    expect(after?.Bounces).toBe(before?.Bounces);
  });

  it('refuses staff without the permission', async () => {
    expect((await callEndpoint(getEmailStats, { as: await staffWith('email.suppression-list.read') })).status).toBe(
      403,
    );
    expect((await callEndpoint(getEmailStats, { as: 'supportStaff' })).status).toBe(403);
  });
});
