import { ownJobAsShown } from '../../domain/core/jobs/job-work';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { jobsRoutes } from './routes';

export const handler = defineHandler(jobsRoutes.getJob, async (input) => ({
  job: await ownJobAsShown(signedInUser(input), input.params.jobId),
}));
