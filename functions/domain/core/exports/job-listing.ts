import { hasPermission } from '../../../../shared/permissions';
import { JOB_LIST_MESSAGES } from '../../../../shared/schemas/jobs';
import type { JobRecord } from '../../../data/jobs';
import { ForbiddenError, NotFoundError } from '../../../platform/errors';
import type { JobKindListing } from '../jobs/job-kinds';
import type { ExportReportName, ExportReportRegistry } from './export-report';

/**
 * A staff export on the Jobs list: the report's title and its file, which the owner may download
 * while they hold the permission of the tab that started it.
 */
export function exportJobListing(reports: ExportReportRegistry): JobKindListing {
  const reportOf = (record: JobRecord) => reports[record.subject['report'] as ExportReportName] ?? null;
  return {
    describe: (record) => `${reportOf(record)?.title ?? 'Export'}: ${record.subject['fileName'] ?? 'export.csv'}`,
    file: {
      defaultName: 'export.csv',
      async refusal(user, record) {
        const report = reportOf(record);
        if (!report) return new NotFoundError(JOB_LIST_MESSAGES.notAnExport);
        if (!hasPermission(user.staffRoles, report.permission))
          return new ForbiddenError(JOB_LIST_MESSAGES.noPermission);
        return null;
      },
    },
  };
}
