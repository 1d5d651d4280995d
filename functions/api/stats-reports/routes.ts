import { statsReportsEndpoints } from '../../../shared/api/endpoints/stats-reports';
import { staffWith } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The Stats tab (stats.read): statistics exports as jobs, and their files. */
export const statsReportsRoutes = defineRoutes(statsReportsEndpoints, {
  startWeeklyUserStatusExport: { access: staffWith('stats.read'), uses: { table: 'readwrite', jobs: ['export'] } },
  startCrmUnlinkedExport: { access: staffWith('stats.read'), uses: { table: 'readwrite', jobs: ['export'] } },
  getStatsExportFile: { access: staffWith('stats.read'), uses: { table: 'read', exports: 'read' } },
});
