import { emailToolsEndpoints } from '../../../../../shared/api/endpoints/email-tools';
import { apiRequest } from '../../../lib/api-client';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { downloadFile, saveDownloadedFile } from '../../../lib/download-file';
import { ADMIN_KEY } from './keys';

/** The Emails tab (staff-console §2 Emails): the e-mail list export, the suppression list, the send statistics. */
export const startEmailListExport = defineMutation(emailToolsEndpoints.startEmailListExport);
/** The finished export's download link. */
export const emailListFile = (jobId: string) => apiRequest(emailToolsEndpoints.getEmailListFile, { params: { jobId } });

/** The suppression list (all, or one reason) as a CSV file, saved by the browser. */
export async function downloadSuppressionList(reason: 'bounce' | 'complaint' | null): Promise<void> {
  saveDownloadedFile(
    await downloadFile(emailToolsEndpoints.exportSuppressionList, { query: reason ? { reason } : {} }),
    `suppression-list-${reason ?? 'all'}.csv`,
  );
}

export const checkSuppression = defineMutation(emailToolsEndpoints.checkSuppression);

export const getEmailStats = defineQuery(emailToolsEndpoints.getEmailStats, {
  queryKey: [...ADMIN_KEY, 'email-stats'],
});

/** Remove from suppression list: SES mails the address again. */
export const removeSuppression = defineMutation(emailToolsEndpoints.removeSuppression);
