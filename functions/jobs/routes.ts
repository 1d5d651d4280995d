import { jobsEndpoints } from '../../shared/api/endpoints/jobs';
import { JOB_KINDS } from '../../shared/schemas/job';
import { SIGNED_IN } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** Jobs (ARCHITECTURE 'Jobs and progress'): any signed-in user reaches only the jobs they started (404 otherwise). */
export const jobsRoutes = defineRoutes(jobsEndpoints, {
  getJob: { handler: 'jobs/get-job', access: SIGNED_IN, uses: { table: 'read' } },
  // Resuming starts the job's worker again, whichever kind it is.
  resumeJob: { handler: 'jobs/resume-job', access: SIGNED_IN, uses: { table: 'readwrite', jobs: JOB_KINDS } },
});
