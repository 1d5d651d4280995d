import {
  jobFileResponseSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobResponseSchema,
  scheduledJobRunsResponseSchema,
} from '../../schemas/jobs';
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
  listJobs: defineEndpoint({
    method: 'GET',
    path: '/api/jobs',
    summary:
      "The Jobs list: the caller's own jobs, newest first, a page at a time (?cursor=), each with its kind and what it works on in words, its progress, whether Resume is offered, and a finished export's file while it is kept.",
    query: jobListQuerySchema,
    response: jobListResponseSchema,
  }),
  getJobFile: defineEndpoint({
    method: 'GET',
    path: '/api/jobs/{jobId}/file',
    summary:
      "A short-lived link to the file of the caller's finished export (404 for anyone else's; 409 before it is done; 410 once the file has been removed).",
    params: jobIdParamsSchema,
    response: jobFileResponseSchema,
  }),
  listScheduledJobRuns: defineEndpoint({
    method: 'GET',
    path: '/api/scheduled-job-runs',
    summary:
      'The runs of the scheduled inactive-student clean-up, newest first (?cursor=): when, its state, how many students it deleted, and what failed (users.manage.delete.inactive-students).',
    query: jobListQuerySchema,
    response: scheduledJobRunsResponseSchema,
  }),
});
