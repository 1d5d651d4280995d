import { jobRunner } from '../../adapters/job-runner';
import { CRM_UNLINKED_DAYS } from '../../../shared/schemas/stats-reports';
import { startExport } from '../../domain/core/exports/export-work';
import { crmUnlinkedLoginsReport } from '../../domain/stats-reports/crm-unlinked-logins';
import { dayOf, daysAfter } from '../../../shared/rules/calendar-days';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { statsReportsRoutes } from './routes';

export const handler = defineHandler(statsReportsRoutes.startCrmUnlinkedExport, (input) => {
  const now = new Date();
  const until = dayOf(now);
  return startExport(
    signedInUser(input),
    crmUnlinkedLoginsReport,
    { from: daysAfter(until, -(CRM_UNLINKED_DAYS - 1)), until },
    jobRunner(),
    now,
  );
});
