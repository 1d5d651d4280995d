import type { SystemAlert } from '../../shared/schemas/content';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_SYSTEM_ALERT_ID = 'demo-maintenance';
export const DEMO_SYSTEM_ALERT_MESSAGE =
  'Planned maintenance: the App Library may be unavailable for up to 30 minutes on Sunday from 2:00 am Sydney time.';

/** The demo system alert: in force from a day before the seed for 30 days, so a seeded portal shows it. */
export function demoSystemAlert(now: Date): SystemAlert {
  return {
    id: DEMO_SYSTEM_ALERT_ID,
    message: DEMO_SYSTEM_ALERT_MESSAGE,
    severity: 'info',
    startsAt: new Date(now.getTime() - DAY_MS).toISOString(),
    endsAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
  };
}
