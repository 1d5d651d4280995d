import { exportFiles } from '../../adapters/export-files';
import { exportDownload } from '../../domain/core/exports/export-work';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { statsReportsRoutes } from './routes';

export const handler = defineHandler(statsReportsRoutes.getStatsExportFile, (input) =>
  exportDownload(
    signedInUser(input),
    input.params.jobId,
    ['weekly-user-status', 'crm-unlinked-school-logins'],
    exportFiles(),
  ),
);
