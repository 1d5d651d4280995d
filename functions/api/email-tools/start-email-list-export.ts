import { jobRunner } from '../../adapters/job-runner';
import { settleEmailListFilter, emailListReport } from '../../domain/email-tools/email-list-report';
import { startExport } from '../../domain/core/exports/export-work';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { emailToolsRoutes } from './routes';

export const handler = defineHandler(emailToolsRoutes.startEmailListExport, (input) => {
  const now = new Date();
  return startExport(signedInUser(input), emailListReport, settleEmailListFilter(input.body, now), jobRunner(), now);
});
