import { SYSTEM_ALERT_SEVERITIES, type SystemAlert } from '../../../shared/schemas/content';
import { listSystemAlerts } from '../../data/system-alerts';

/**
 * The alerts in force at `now` (started, not yet ended: `startsAt <= now < endsAt`), most severe
 * first, then the latest to start first, so a new notice is read before an old one.
 */
export function activeSystemAlerts(alerts: readonly SystemAlert[], now: Date): SystemAlert[] {
  const at = now.getTime();
  const rank = (alert: SystemAlert) => SYSTEM_ALERT_SEVERITIES.indexOf(alert.severity);
  return alerts
    .filter((alert) => Date.parse(alert.startsAt) <= at && at < Date.parse(alert.endsAt))
    .sort((a, b) => rank(a) - rank(b) || Date.parse(b.startsAt) - Date.parse(a.startsAt) || a.id.localeCompare(b.id));
}

/** The alerts the site shows now: every stored alert, filtered and ordered as above. */
export async function currentSystemAlerts(now: Date): Promise<SystemAlert[]> {
  return activeSystemAlerts(await listSystemAlerts(), now);
}
