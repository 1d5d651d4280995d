import { jobsEndpoints } from '../../../shared/api/endpoints/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import { defineQuery } from './define-query';

/*
 * The Jobs list (ARCHITECTURE 'Jobs and progress': a job can always be found again). Apart from lib/jobs.ts so that the
 * header, on the first page, carries only the list's read, not the progress bar's.
 */

/** The caller's jobs, newest first, a page at a time; the header reads the first page to know whether any is recent. */
export const listJobs = defineQuery(jobsEndpoints.listJobs, { queryKey: ['me', 'jobs'], staleTime: 60_000 });

/** The scheduled clean-up's runs (users.manage.delete.inactive-students). */
export const listScheduledJobRuns = defineQuery(jobsEndpoints.listScheduledJobRuns, {
  queryKey: ['me', 'scheduled-job-runs'],
});

/** How often the list is read again while a job on it is queued or running (each read also asks for the files of finished exports). */
export const JOB_LIST_POLL_MS = 1_000;

/** Accounts that can start jobs: not students nor child accounts (a teacher, a school administrator, staff, anyone else who signs in). */
export function mayHaveJobs(user: SessionUser | null): user is SessionUser {
  return user !== null && user.schoolRole !== 'student' && user.parentId === null;
}
