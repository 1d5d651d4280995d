import { exportFiles } from '../../adapters/export-files';
import { listOwnJobs } from '../../domain/core/jobs/job-list';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { jobsRoutes } from './routes';

export const handler = defineHandler(jobsRoutes.listJobs, (input) =>
  listOwnJobs(signedInUser(input), input.query.cursor, exportFiles(), new Date(), input.acting !== null),
);
