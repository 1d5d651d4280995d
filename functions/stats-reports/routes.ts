import { statsReportsEndpoints } from '../../shared/api/endpoints/stats-reports';
import { staffWith } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The Stats tab (stats.read): statistics exports as jobs, and their files. */
export const statsReportsRoutes = defineRoutes(statsReportsEndpoints, {
  startWeeklyUserStatusExport: { handler: 'stats-reports/start-weekly-user-status-export', access: staffWith('stats.read'), uses: { table: 'readwrite', jobs: ['export'] } },
  startCrmUnlinkedExport: { handler: 'stats-reports/start-crm-unlinked-export', access: staffWith('stats.read'), uses: { table: 'readwrite', jobs: ['export'] } },
  getStatsExportFile: { handler: 'stats-reports/get-stats-export-file', access: staffWith('stats.read'), uses: { table: 'read', exports: 'read' } },
});
