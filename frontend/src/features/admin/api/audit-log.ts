import { auditLogEndpoints } from '../../../../../shared/api/endpoints/audit-log';
import type { AuditLogFilter } from '../../../../../shared/schemas/audit-log';
import { defineQuery } from '../../../lib/define-query';
import { downloadFile, saveDownloadedFile, type DownloadedFile } from '../../../lib/download-file';
import { ADMIN_KEY } from './keys';

/** A page of the audit log; the trail only grows, so a page read stays right for a minute. */
export const listAuditLog = defineQuery(auditLogEndpoints.listAuditLog, {
  queryKey: [...ADMIN_KEY, 'audit-log'],
  staleTime: 60_000,
});

/** The CSV of every entry the filter finds, saved by the browser (refused, never cut short, when too many). */
export async function exportAuditLog(filter: AuditLogFilter): Promise<DownloadedFile> {
  const file = await downloadFile(auditLogEndpoints.exportAuditLog, { query: filter });
  saveDownloadedFile(file, 'audit-log.csv');
  return file;
}
