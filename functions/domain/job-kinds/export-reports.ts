import { emailListReport } from '../../email-tools/email-list-report';
import { crmUnlinkedLoginsReport } from '../../stats-reports/crm-unlinked-logins';
import { weeklyUserStatusReport } from '../../stats-reports/weekly-user-status';
import type { AnyExportReport, ExportReportName } from './export-report';

/** Every export the 'export' job kind runs, by name. */
export const EXPORT_REPORT_BY_NAME: Readonly<Record<ExportReportName, AnyExportReport>> = {
  'email-list': emailListReport,
  'weekly-user-status': weeklyUserStatusReport,
  'crm-unlinked-school-logins': crmUnlinkedLoginsReport,
};
