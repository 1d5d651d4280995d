import { systemAlertSchema, type SystemAlert } from '../../shared/schemas/content';
import { defineEntity } from './entity';

const SYSTEM_ALERTS_PARTITION = 'SYSTEMALERTS';
const ALERT_PREFIX = 'ALERT#';

/**
 * System alerts: one small partition (a handful of notices, old ones removed by staff), read whole
 * and filtered and ordered by time in the domain (functions/domain/content/system-alerts.ts).
 */
export const systemAlerts = defineEntity({
  name: 'system-alert',
  schema: systemAlertSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: SYSTEM_ALERTS_PARTITION, sk: `${ALERT_PREFIX}${id}` }) },
});

/** Every stored alert, past and future ones included. */
export function listSystemAlerts(): Promise<SystemAlert[]> {
  return systemAlerts.queryAll({ partition: SYSTEM_ALERTS_PARTITION, sortKeyPrefix: ALERT_PREFIX });
}

/** One stored alert, or null. */
export function getSystemAlert(id: string): Promise<SystemAlert | null> {
  return systemAlerts.get({ id }, { consistent: true });
}

/** Stores an alert (staff in the console's Servers tab, the seed, tests). */
export function putSystemAlert(alert: SystemAlert): Promise<void> {
  return systemAlerts.put(alert);
}

export function deleteSystemAlert(alert: Pick<SystemAlert, 'id'>): Promise<void> {
  return systemAlerts.remove(alert);
}
