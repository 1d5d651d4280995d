import { jobIdParamsSchema, jobResponseSchema } from '../../schemas/jobs';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Jobs (ARCHITECTURE 'Jobs and progress'): the progress of long work, polled by the page that
 * started it. Only the user who started a job reaches it (404 for anyone else).
 */
export const jobsEndpoints = defineEndpoints('jobs', {
  getJob: defineEndpoint({
    method: 'GET',
    path: '/api/jobs/{jobId}',
    summary:
      'A job the caller started: its status, progress (done of total), counts, lines of what was done, result or error.',
    params: jobIdParamsSchema,
    response: jobResponseSchema,
  }),
  resumeJob: defineEndpoint({
    method: 'POST',
    path: '/api/jobs/{jobId}/resume',
    summary:
      "Resumes a failed job from where it stopped (steps already done are not done again). 409 'Only a job that failed can be resumed.' otherwise.",
    params: jobIdParamsSchema,
    response: jobResponseSchema,
    successStatus: 202,
  }),
});
