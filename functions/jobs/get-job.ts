import { publicJob } from '../data/jobs';
import { ownJob } from '../domain/jobs/job-work';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { jobsRoutes } from './routes';

export const handler = defineHandler(jobsRoutes.getJob, async (input) => ({ job: publicJob(await ownJob(signedInUser(input), input.params.jobId)) }));
