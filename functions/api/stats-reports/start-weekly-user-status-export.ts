import { jobRunner } from '../../adapters/job-runner';
import { startExport } from '../../domain/core/exports/export-work';
import { settleWeeklyUserStatus } from '../../domain/stats-reports/weekly-user-status-request';
import { weeklyUserStatusReport } from '../../domain/stats-reports/weekly-user-status';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { statsReportsRoutes } from './routes';

export const handler = defineHandler(statsReportsRoutes.startWeeklyUserStatusExport, async (input) => {
  const now = new Date();
  return startExport(
    signedInUser(input),
    weeklyUserStatusReport,
    await settleWeeklyUserStatus(input.body, now),
    jobRunner(),
    now,
  );
});
