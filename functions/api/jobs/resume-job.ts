import { jobRunner } from '../../adapters/job-runner';
import { resumeOwnJob } from '../../domain/core/jobs/job-work';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { jobsRoutes } from './routes';

export const handler = defineHandler(jobsRoutes.resumeJob, async (input) => ({
  job: await resumeOwnJob(signedInUser(input), input.params.jobId, jobRunner()),
}));
