import { listScheduledRuns } from '../../domain/user-checks/scheduled-runs';
import { defineHandler } from '../../http/http-handler';
import { jobsRoutes } from './routes';

export const handler = defineHandler(jobsRoutes.listScheduledJobRuns, (input) => listScheduledRuns(input.query.cursor));
