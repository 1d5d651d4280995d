import { exportFiles } from '../../adapters/export-files';
import { listOwnJobs } from '../../domain/core/jobs/job-list';
import { JOB_KINDS } from '../../domain/job-kinds/job-kinds';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { jobsRoutes } from './routes';

export const handler = defineHandler(jobsRoutes.listJobs, (input) =>
  listOwnJobs(signedInUser(input), input.query.cursor, exportFiles(), JOB_KINDS, new Date(), input.acting !== null),
);
