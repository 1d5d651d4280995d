import { jobsEndpoints } from '../../../shared/api/endpoints/jobs';
import { JOB_KINDS } from '../../../shared/schemas/jobs';
import { SIGNED_IN } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** Jobs (ARCHITECTURE 'Jobs and progress'): any signed-in user reaches only the jobs they started (404 otherwise). */
export const jobsRoutes = defineRoutes(jobsEndpoints, {
  getJob: { access: SIGNED_IN, uses: { table: 'read' } },
  // Resuming starts the job's worker again, whichever kind it is.
  resumeJob: { access: SIGNED_IN, uses: { table: 'readwrite', jobs: JOB_KINDS } },
});
