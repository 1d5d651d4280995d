import { contentEndpoints } from '../../../../../shared/api/endpoints/content';
import { defineQuery } from '../../../lib/define-query';

/** visitor-and-account §7: the system alerts are checked at start and at most once an hour. */
export const SYSTEM_ALERTS_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export const systemAlertsQuery = defineQuery(contentEndpoints.listSystemAlerts, {
  queryKey: ['public', 'system-alerts'],
  select: (response) => response.systemAlerts,
  staleTime: SYSTEM_ALERTS_CHECK_INTERVAL_MS,
});
