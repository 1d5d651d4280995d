import { queryOptions } from '@tanstack/react-query';
import { appUsageEndpoints } from '../../../../shared/api/endpoints/app-usage';
import { apiRequest } from '../../lib/api-client';
import { downloadFile, saveDownloadedFile } from '../../lib/download-file';

export const appUsageKeys = {
  school: (schoolId: string) => ['app-usage', schoolId] as const,
  service: (schoolId: string, serviceId: string) => ['app-usage', schoolId, serviceId] as const,
};

/** Every app the school holds or opened, with its last 30 days. */
export const schoolUsageQuery = (schoolId: string) =>
  queryOptions({
    queryKey: appUsageKeys.school(schoolId),
    queryFn: ({ signal }) => apiRequest(appUsageEndpoints.getSchoolUsage, { params: { schoolId }, signal }),
  });

/** One app at the school: seats, windows, members. */
export const serviceUsageQuery = (schoolId: string, serviceId: string) =>
  queryOptions({
    queryKey: appUsageKeys.service(schoolId, serviceId),
    queryFn: ({ signal }) => apiRequest(appUsageEndpoints.getServiceUsage, { params: { schoolId, serviceId }, signal }),
  });

/** The members of one app's usage as a CSV file, saved. */
export async function downloadUsageCsv(schoolId: string, serviceId: string, fallbackName: string): Promise<void> {
  saveDownloadedFile(await downloadFile(appUsageEndpoints.exportServiceUsage, { params: { schoolId, serviceId } }), fallbackName);
}
