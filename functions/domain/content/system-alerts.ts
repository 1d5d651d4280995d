import { randomUUID } from 'node:crypto';
import {
  SYSTEM_ALERT_MESSAGES,
  SYSTEM_ALERT_SEVERITIES,
  type SystemAlert,
  type SystemAlertInput,
} from '../../../shared/schemas/content';
import { deleteSystemAlert, getSystemAlert, listSystemAlerts, putSystemAlert } from '../../data/system-alerts';
import { NotFoundError } from '../../platform/errors';

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

/** Every stored alert for the console, past and to come, the latest to start first. */
export async function allSystemAlerts(): Promise<SystemAlert[]> {
  const alerts = await listSystemAlerts();
  return alerts.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || a.id.localeCompare(b.id));
}

/**
 * Puts up an alert staff wrote (its times already checked by the contract: it stops showing after
 * it starts, its maintenance window is both times or neither and ends after it starts).
 */
export async function createSystemAlert(input: SystemAlertInput): Promise<SystemAlert> {
  const alert: SystemAlert = {
    id: randomUUID(),
    message: input.message,
    severity: input.severity,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    windowStartsAt: input.windowStartsAt ?? null,
    windowEndsAt: input.windowEndsAt ?? null,
  };
  await putSystemAlert(alert);
  return alert;
}

/** Takes an alert down for good: the banner goes at each reader's next check. */
export async function removeSystemAlert(id: string): Promise<void> {
  if (!(await getSystemAlert(id))) throw new NotFoundError(SYSTEM_ALERT_MESSAGES.notFound);
  await deleteSystemAlert({ id });
}
