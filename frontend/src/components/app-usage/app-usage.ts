import { appUsageEndpoints } from '../../../../shared/api/endpoints/app-usage';
import { defineQuery } from '../../lib/define-query';
import { downloadFile, saveDownloadedFile } from '../../lib/download-file';

/** Every app the school holds or opened, with its last 30 days (the caller's own view: 'me'). */
export const getSchoolUsage = defineQuery(appUsageEndpoints.getSchoolUsage, { queryKey: ['me', 'app-usage'] });

/** One app at the school: seats, windows, members. */
export const getServiceUsage = defineQuery(appUsageEndpoints.getServiceUsage, { queryKey: ['me', 'app-usage'] });

/** The members of one app's usage as a CSV file, saved. */
export async function downloadUsageCsv(schoolId: string, serviceId: string, fallbackName: string): Promise<void> {
  saveDownloadedFile(
    await downloadFile(appUsageEndpoints.exportServiceUsage, { params: { schoolId, serviceId } }),
    fallbackName,
  );
}
