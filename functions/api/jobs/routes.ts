import { jobsEndpoints } from '../../../shared/api/endpoints/jobs';
import { JOB_KINDS } from '../../../shared/schemas/jobs';
import { SIGNED_IN, staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** Jobs (ARCHITECTURE 'Jobs and progress'): any signed-in user reaches only the jobs they started (404 otherwise). */
export const jobsRoutes = defineRoutes(jobsEndpoints, {
  getJob: { access: SIGNED_IN, uses: { table: 'read' } },
  // Resuming starts the job's worker again, whichever kind it is.
  resumeJob: { access: SIGNED_IN, uses: { table: 'readwrite', jobs: JOB_KINDS } },
  // The Jobs list: only the caller's own jobs (the owner index's partition of their id); whether a
  // finished export's file is still kept is asked of the exports bucket.
  listJobs: { access: SIGNED_IN, uses: { table: 'read', exports: 'read' } },
  // The file of the caller's own finished export, while they hold the permission of the tab that made it.
  getJobFile: { access: SIGNED_IN, uses: { table: 'read', exports: 'read' } },
  listScheduledJobRuns: { access: staffWith('users.manage.delete.inactive-students'), uses: { table: 'read' } },
});
