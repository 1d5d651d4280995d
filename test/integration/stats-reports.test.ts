import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { statsReportsEndpoints } from '../../shared/api/endpoints/stats-reports';
import {
  CRM_UNLINKED_COLUMNS,
  STATS_MESSAGES,
  WEEKLY_USER_STATUS_COLUMNS,
  type WeeklyUserStatusRequest,
} from '../../shared/schemas/stats-reports';
import { EXPORT_MESSAGES } from '../../shared/schemas/exports';
import { DEMO_EMAIL_LIST_JOB_ID, DEMO_UNLINKED_SCHOOL_ID } from '../../bin/seed/operations';
import { putSchools } from '../../functions/data/schools';
import { saveSignIn } from '../../functions/data/sign-in-events';
import { putUserService } from '../../functions/data/user-services';
import { userProfiles } from '../../functions/data/users';
import { crmUnlinkedLoginsReport } from '../../functions/domain/stats-reports/crm-unlinked-logins';
import { weeklyUserStatusReport } from '../../functions/domain/stats-reports/weekly-user-status';
import { aSchool } from '../support/schools';
import { csvRows } from '../support/csv-rows';
import { callEndpoint } from './support/call-endpoint';
import { settledJob } from './support/jobs';
import { PERMANENT_FAULT_DETAIL, QUICK_RETRY, refusedOnce, throttledTwice } from './support/job-faults';
import { exportFiles } from '../../functions/adapters/export-files';
import { loadSessionUser } from '../../functions/data/users';
import { exportWork, startExport } from '../../functions/domain/core/exports/export-work';
import { EXPORT_REPORT_BY_NAME } from '../../functions/domain/job-kinds/export-reports';
import { settleWeeklyUserStatus } from '../../functions/domain/stats-reports/weekly-user-status-request';
import { RUN_BY_CALLER, runJob } from '../../functions/domain/core/jobs/job-work';
import { profile, useLocalTable } from './support/local-table';

const { startWeeklyUserStatusExport, startCrmUnlinkedExport, getStatsExportFile } = statsReportsEndpoints;

async function downloadedRows(started: { data: { job: { id: string } } }): Promise<string[][]> {
  const job = await settledJob(started.data.job.id, 'staff');
  expect(job.status).toBe('succeeded');
  const file = await callEndpoint(getStatsExportFile, { params: { jobId: job.id }, as: 'staff' });
  return csvRows(await (await fetch(file.data.url)).text());
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('Weekly User Status (stats.read)', () => {
  beforeAll(() => useLocalTable());

  it('counts active and new users of a role, country and service per week, from the sign-in events', async () => {
    // Three home users of the week of Monday 6 March 2017, nobody else's: two with access to Science Lab, one created that week.
    const week = '2017-03-06';
    const [fresh, regular, noAccess, otherCountry] = [
      profile({ countryId: 'AU', createdAt: '2017-03-07T08:00:00.000Z' }),
      profile({ countryId: 'AU', createdAt: '2016-05-01T08:00:00.000Z' }),
      profile({ countryId: 'AU', createdAt: '2016-05-01T08:00:00.000Z' }),
      profile({ countryId: 'NZ', createdAt: '2016-05-01T08:00:00.000Z' }),
    ];
    for (const user of [fresh, regular, noAccess, otherCountry]) await userProfiles.put(user);
    for (const user of [fresh, regular, otherCountry]) {
      await putUserService(user.id, {
        serviceId: '3',
        status: 'active',
        type: 'subscription',
        context: 'home',
        expiry: '2099-01-01T00:00:00.000Z',
        lastAccess: null,
        triallable: false,
        perpetual: false,
        grantedByChildId: null,
      });
    }
    for (const at of ['2017-03-07T09:00:00.000Z', '2017-03-09T09:00:00.000Z']) await saveSignIn(fresh.id, at);
    await saveSignIn(regular.id, '2017-03-12T22:00:00.000Z');
    await saveSignIn(regular.id, '2017-03-13T01:00:00.000Z'); // the next week
    await saveSignIn(noAccess.id, '2017-03-08T09:00:00.000Z');
    await saveSignIn(otherCountry.id, '2017-03-08T09:00:00.000Z');

    const params = { start: week, until: '2017-03-19', serviceId: '3', role: 'home' as const, country: 'AU' };
    expect(weeklyUserStatusReport.parts(params)).toEqual(['2017-03-06', '2017-03-13']);
    expect(await weeklyUserStatusReport.rows('2017-03-06', params)).toEqual([['2017-03-06', 2, 1, 3]]);
    expect(await weeklyUserStatusReport.rows('2017-03-13', params)).toEqual([['2017-03-13', 1, 0, 1]]);
    // World Atlas is free to everyone: every home user of the country counts.
    expect(await weeklyUserStatusReport.rows('2017-03-06', { ...params, serviceId: '5' })).toEqual([
      ['2017-03-06', 3, 1, 4],
    ]);
    expect(await weeklyUserStatusReport.rows('2017-03-06', { ...params, serviceId: '5', country: 'global' })).toEqual([
      ['2017-03-06', 4, 1, 5],
    ]);
    expect(await weeklyUserStatusReport.rows('2017-03-06', { ...params, role: 'teacher' })).toEqual([
      ['2017-03-06', 0, 0, 0],
    ]);
  });

  it('downloads a row per week from the earliest date, with the defaults filled in', async () => {
    const start = daysAgo(20);
    const rows = await downloadedRows(
      await callEndpoint(startWeeklyUserStatusExport, { body: { start, role: 'teacher' }, as: 'staff' }),
    );
    expect(rows[0]).toEqual([...WEEKLY_USER_STATUS_COLUMNS]);
    expect(rows.length - 1).toBeGreaterThanOrEqual(3);
    expect(rows[1]?.[0] && rows[1][0] <= start).toBe(true);
    // The demo teacher signed in 15, 8 and 2 days ago (bin/seed/operations.ts).
    expect(rows.slice(1).reduce((sum, row) => sum + Number(row[1]), 0)).toBeGreaterThanOrEqual(2);
  });

  it('refuses dates before 01/01/2016 or after today, unknown services and countries, and other roles', async () => {
    const cases: [WeeklyUserStatusRequest | Record<string, unknown>, string][] = [
      [{ start: '2015-12-31' }, STATS_MESSAGES.tooEarly],
      [{ start: daysAgo(-3) }, STATS_MESSAGES.future],
      [{ service: 'no-such-service' }, STATS_MESSAGES.unknownService],
      [{ country: 'XX' }, STATS_MESSAGES.unknownCountry],
    ];
    for (const [body, message] of cases) {
      const answer = await callEndpoint(startWeeklyUserStatusExport, { invalidBody: body, as: 'staff' });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.errors[0]?.detail).toBe(message);
    }
    expect(
      (await callEndpoint(startWeeklyUserStatusExport, { invalidBody: { role: 'parent' }, as: 'staff' })).status,
    ).toBe(422);
  });

  it('refuses staff without stats.read, and another report’s export', async () => {
    expect((await callEndpoint(startWeeklyUserStatusExport, { body: {}, as: 'supportStaff' })).status).toBe(403);
    expect((await callEndpoint(startCrmUnlinkedExport, { as: 'supportStaff' })).status).toBe(403);
    expect(
      (await callEndpoint(getStatsExportFile, { params: { jobId: DEMO_EMAIL_LIST_JOB_ID }, as: 'supportStaff' }))
        .status,
    ).toBe(403);
    const emailList = await callEndpoint(getStatsExportFile, {
      params: { jobId: DEMO_EMAIL_LIST_JOB_ID },
      as: 'staff',
    });
    expect(emailList.status).toBe(404);
    expect(emailList.errors[0]?.detail).toBe(EXPORT_MESSAGES.notFound);
  });

  it('an export retries a step throttled twice by itself and writes the same file; a refused step fails it at once', async () => {
    // Prepare
    const staff = await loadSessionUser(inject('demo').userIds.staff);
    if (!staff) throw new Error('no staff account');
    const report = EXPORT_REPORT_BY_NAME['weekly-user-status'];
    const params = await settleWeeklyUserStatus({ start: daysAgo(20), role: 'teacher' }, new Date());
    const queued = async () => (await startExport(staff, report, params, RUN_BY_CALLER)).job.id;
    const work = () => exportWork(EXPORT_REPORT_BY_NAME, exportFiles);
    const [throttled, clean, refused] = [await queued(), await queued(), await queued()];
    const transient = throttledTwice();
    const permanent = refusedOnce();

    // Act
    const retried = await runJob(throttled, work(), { hooks: transient, policy: QUICK_RETRY });
    await runJob(clean, work());
    const failed = await runJob(refused, work(), { hooks: permanent, policy: QUICK_RETRY });

    // Assess
    expect([transient.failures(), permanent.failures()]).toEqual([2, 1]);
    expect(retried?.status).toBe('succeeded');
    expect(await downloadedRows({ data: { job: { id: throttled } } })).toEqual(
      await downloadedRows({ data: { job: { id: clean } } }),
    );
    expect(failed).toMatchObject({ status: 'failed', error: EXPORT_MESSAGES.failed });
    expect(failed?.lines).toContain(PERMANENT_FAULT_DETAIL);
  });
});

describe('CRM-unlinked school logins (stats.read)', () => {
  beforeAll(() => useLocalTable());

  it('lists schools not identified whose teachers signed in, busiest first, with their administrators to contact', async () => {
    const admin = profile({
      email: `head-${randomUUID().slice(0, 6)}@example.com`,
      schoolRole: 'teacher',
      isSchoolAdmin: true,
    });
    const school = { ...aSchool({ identified: false, vetted: false }), administrators: [admin.id] };
    const identified = aSchool({ identified: true });
    await putSchools([school, identified]);
    const teachers = [
      profile({ schoolRole: 'teacher', schoolId: school.id }),
      profile({ schoolRole: 'teacher', schoolId: school.id }),
      profile({ schoolRole: 'teacher', schoolId: identified.id }),
    ];
    for (const user of [{ ...admin, schoolId: school.id }, ...teachers]) await userProfiles.put(user);
    for (const [user, at] of [
      [teachers[0], '2018-02-01T09:00:00.000Z'],
      [teachers[0], '2018-02-03T09:00:00.000Z'],
      [teachers[1], '2018-02-02T09:00:00.000Z'],
      [teachers[2], '2018-02-02T09:00:00.000Z'],
    ] as const) {
      await saveSignIn(user?.id ?? '', at);
    }

    const rows = await crmUnlinkedLoginsReport.rows('all', { from: '2018-02-01', until: '2018-02-05' });

    expect(rows).toEqual([
      [
        school.id,
        school.name,
        school.city ?? '',
        school.postcode ?? '',
        school.countryId,
        2,
        3,
        '2018-02-03T09:00:00.000Z',
        admin.email,
      ],
    ]);
  });

  it('downloads the last 30 days: the demo’s Wattle Creek Public School is there, identified schools are not', async () => {
    const rows = await downloadedRows(await callEndpoint(startCrmUnlinkedExport, { as: 'staff' }));
    expect(rows[0]).toEqual([...CRM_UNLINKED_COLUMNS]);
    const wattle = rows.find((row) => row[0] === DEMO_UNLINKED_SCHOOL_ID);
    expect(wattle?.slice(1, 7)).toEqual(['Wattle Creek Public School', 'Dubbo', '2830', 'AU', '1', '3']);
    expect(rows.map((row) => row[0])).not.toContain('demo-primary');
  });
});
