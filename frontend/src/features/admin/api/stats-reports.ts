import { statsReportsEndpoints } from '../../../../../shared/api/endpoints/stats-reports';
import { apiRequest } from '../../../lib/api-client';
import { defineMutation } from '../../../lib/define-mutation';

/** The Stats tab's exports (staff-console §2 Stats): each a job, then its file. */
export const startWeeklyUserStatusExport = defineMutation(statsReportsEndpoints.startWeeklyUserStatusExport);
export const startCrmUnlinkedExport = defineMutation(statsReportsEndpoints.startCrmUnlinkedExport);
/** The finished export's download link. */
export const statsExportFile = (jobId: string) =>
  apiRequest(statsReportsEndpoints.getStatsExportFile, { params: { jobId } });
