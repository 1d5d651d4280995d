import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { emailToolsEndpoints } from '../../../../../shared/api/endpoints/email-tools';
import { serversEndpoints } from '../../../../../shared/api/endpoints/servers';
import { statsReportsEndpoints } from '../../../../../shared/api/endpoints/stats-reports';
import { userChecksEndpoints } from '../../../../../shared/api/endpoints/user-checks';
import type { EmailListFilterInput } from '../../../../../shared/schemas/email-tools';
import type { WeeklyUserStatusRequest } from '../../../../../shared/schemas/stats-reports';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';

/*
 * The console's operations tabs (staff-console §2 Emails, Servers, Stats, Users): their calls.
 */

export const startEmailListExport = (body: EmailListFilterInput) => apiRequest(emailToolsEndpoints.startEmailListExport, { body });
export const emailListFile = (jobId: string) => apiRequest(emailToolsEndpoints.getEmailListFile, { params: { jobId } });
export const startWeeklyUserStatusExport = (body: WeeklyUserStatusRequest) => apiRequest(statsReportsEndpoints.startWeeklyUserStatusExport, { body });
export const startCrmUnlinkedExport = () => apiRequest(statsReportsEndpoints.startCrmUnlinkedExport, {});
export const statsExportFile = (jobId: string) => apiRequest(statsReportsEndpoints.getStatsExportFile, { params: { jobId } });

/** The suppression list (all, or one reason) as a CSV file, saved by the browser. */
export async function downloadSuppressionList(reason: 'bounce' | 'complaint' | null): Promise<void> {
  saveDownloadedFile(await downloadFile(emailToolsEndpoints.exportSuppressionList, { query: reason ? { reason } : {} }), `suppression-list-${reason ?? 'all'}.csv`);
}

export const checkSuppression = (email: string) => apiRequest(emailToolsEndpoints.checkSuppression, { body: { email } });

export const emailStatsQuery = () =>
  queryOptions({
    queryKey: ['me', 'admin', 'email-stats'],
    queryFn: ({ signal }) => apiRequest(emailToolsEndpoints.getEmailStats, { signal }),
  });

export const serversQuery = () =>
  queryOptions({
    queryKey: ['me', 'admin', 'servers'],
    queryFn: ({ signal }) => apiRequest(serversEndpoints.listServers, { signal }),
  });

/** Start or stop a server; the table is read again after. */
export function useServerChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serverId, action }: { serverId: string; action: 'start' | 'stop' }) =>
      apiRequest(action === 'start' ? serversEndpoints.startServer : serversEndpoints.stopServer, { params: { serverId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serversQuery().queryKey }),
  });
}

export const checkPasswordReset = (email: string) => apiRequest(userChecksEndpoints.checkPasswordReset, { body: { email } });
export const previewInactiveStudents = (inactiveDate: string) => apiRequest(userChecksEndpoints.previewInactiveStudents, { query: { 'inactive-date': inactiveDate } });
export const deleteInactiveStudents = (inactiveDate: string, expectedStudents: number) =>
  apiRequest(userChecksEndpoints.deleteInactiveStudents, { query: { 'inactive-date': inactiveDate }, body: { expectedStudents } });
