import { listScheduledRuns } from '../../domain/core/jobs/job-list';
import { defineHandler } from '../../http/http-handler';
import { jobsRoutes } from './routes';

export const handler = defineHandler(jobsRoutes.listScheduledJobRuns, (input) => listScheduledRuns(input.query.cursor));
