import { exportFiles } from '../../adapters/export-files';
import { exportDownload } from '../../domain/core/exports/export-work';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { emailToolsRoutes } from './routes';

export const handler = defineHandler(emailToolsRoutes.getEmailListFile, (input) =>
  exportDownload(signedInUser(input), input.params.jobId, ['email-list'], exportFiles()),
);
