import { exportFiles } from '../../adapters/export-files';
import { ownJobFile } from '../../domain/core/jobs/job-list';
import { JOB_KINDS } from '../../domain/job-kinds/job-kinds';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { jobsRoutes } from './routes';

export const handler = defineHandler(jobsRoutes.getJobFile, (input) =>
  ownJobFile(signedInUser(input), input.params.jobId, exportFiles(), JOB_KINDS, input.acting !== null),
);
