import type { SignInDirectory } from '../../functions/adapters/sign-in-directory/port';
import { getJobRecord, jobRecords, newJobRecord } from '../../functions/data/jobs';
import { EXPORT_REPORT_BY_NAME } from '../../functions/domain/job-kinds/export-reports';
import { runScheduledCleanUp } from '../../functions/domain/user-checks/inactive-students';
import { configuredInactivityPolicy } from '../../functions/scheduled/inactive-students';
import { EXPORT_MESSAGES } from '../../shared/schemas/exports';
import { DEFAULT_STATS_SERVICE_ID, GLOBAL_COUNTRY } from '../../shared/schemas/stats-reports';
import type { DemoAccountKey } from './demo-accounts';

/** The staff account's Weekly User Status export that stopped before it finished: the Jobs list offers Resume. */
export const DEMO_STOPPED_EXPORT_JOB_ID = 'demo-stopped-weekly-user-status-export';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The Jobs list's demo (ARCHITECTURE 'Jobs and progress'), after seedOperations (its Old Mill students must exist):
 * - a Weekly User Status export of the staff account (the last 5 weeks) that stopped before it
 *   finished, as one does when its worker is stopped: written once, so Resume in the Jobs list
 *   finishes it and it then stays finished;
 * - yesterday's run of the scheduled inactive-student clean-up, run for real with the configured
 *   retention (the Old Mill students are within it, so it deletes nobody): the console's Jobs tab
 *   shows it to staff with users.manage.delete.inactive-students.
 */
export async function seedDemoJobs(
  all: Readonly<Record<DemoAccountKey, string>>,
  directory: SignInDirectory,
  now: Date,
): Promise<void> {
  if (!(await getJobRecord(DEMO_STOPPED_EXPORT_JOB_ID))) {
    const definition = EXPORT_REPORT_BY_NAME['weekly-user-status'];
    const settled = definition.params.parse({
      start: dayOf(new Date(now.getTime() - 35 * DAY_MS)),
      until: dayOf(now),
      serviceId: DEFAULT_STATS_SERVICE_ID,
      role: 'teacher',
      country: GLOBAL_COUNTRY,
    });
    const job = newJobRecord({
      id: DEMO_STOPPED_EXPORT_JOB_ID,
      kind: 'export',
      ownerId: all.staff,
      subject: {
        report: 'weekly-user-status',
        params: JSON.stringify(settled),
        fileName: definition.fileName(settled),
      },
      runId: '',
      now,
      failureMessage: EXPORT_MESSAGES.failed,
    });
    await jobRecords.put({ ...job, status: 'failed', error: EXPORT_MESSAGES.failed });
  }
  await runScheduledCleanUp(configuredInactivityPolicy(), { directory }, new Date(now.getTime() - DAY_MS));
}
