import { JOB_LIST_PAGE_SIZE, type ScheduledJobRun } from '../../../shared/schemas/jobs';
import { jobsOfOwnerPage } from '../../data/job-lists';
import { shownJob } from '../core/jobs/job-list';
import { SCHEDULE_ACTOR } from './schedule-actor';

/**
 * GET /api/scheduled-job-runs (users.manage.delete.inactive-students): the scheduled clean-up's
 * runs, newest first: when, its state, how many it deleted, and what failed.
 */
export async function listScheduledRuns(
  cursor: string | undefined,
  now: Date = new Date(),
): Promise<{ runs: ScheduledJobRun[]; cursor: string | null }> {
  const page = await jobsOfOwnerPage(SCHEDULE_ACTOR, { limit: JOB_LIST_PAGE_SIZE, cursor }, now);
  return {
    runs: page.items.map((record) => ({
      ...shownJob(record, now),
      scheduleName: 'Inactive-student clean-up',
      deleted: Math.max(0, record.counts['deleted'] ?? 0),
    })),
    cursor: page.cursor,
  };
}
