import { exportDownloadSchema, exportIdParamsSchema, exportJobResponseSchema } from '../../schemas/exports';
import { weeklyUserStatusSchema } from '../../schemas/stats-reports';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** The Stats tab (staff-console §2 Stats, §7, §9): CSV downloads built from the sign-in events, as export jobs. */
export const statsReportsEndpoints = defineEndpoints('stats-reports', {
  startWeeklyUserStatusExport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/weekly-user-status',
    summary:
      'Weekly User Status (stats.read): a row per week from the earliest date (from 01/01/2016; default 1 January this year) with active and new users of the service (default 5), role and country (default Global). Runs as an export job (201).',
    body: weeklyUserStatusSchema,
    response: exportJobResponseSchema,
    successStatus: 201,
  }),
  startCrmUnlinkedExport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/crm-unlinked-school-logins',
    summary:
      'CRM-unlinked school logins (stats.read): schools not yet identified whose teachers signed in within the last 30 days. Runs as an export job (201).',
    response: exportJobResponseSchema,
    successStatus: 201,
  }),
  getStatsExportFile: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stats-exports/{jobId}/file',
    summary:
      "A short-lived link to the caller's finished statistics export (stats.read): 404 for another's, 409 before it is done.",
    params: exportIdParamsSchema,
    response: exportDownloadSchema,
  }),
});
