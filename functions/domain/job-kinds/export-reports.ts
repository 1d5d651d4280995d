import type { ExportReportRegistry } from '../core/exports/export-report';
import { emailListReport } from '../email-tools/email-list-report';
import { crmUnlinkedLoginsReport } from '../stats-reports/crm-unlinked-logins';
import { weeklyUserStatusReport } from '../stats-reports/weekly-user-status';

/**
 * Every export the 'export' job kind runs, by name, each with its title and permission: the areas'
 * reports, registered here where the export worker (functions/jobs/workers/export.ts) and the Jobs
 * list are wired, so core/exports imports none of them.
 */
export const EXPORT_REPORT_BY_NAME: ExportReportRegistry = {
  'email-list': emailListReport,
  'weekly-user-status': weeklyUserStatusReport,
  'crm-unlinked-school-logins': crmUnlinkedLoginsReport,
};
