import type { SystemAlert } from '../../shared/schemas/content';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_SYSTEM_ALERT_ID = 'demo-maintenance';
export const DEMO_SYSTEM_ALERT_MESSAGE =
  'Planned maintenance: the App Library may be unavailable for up to 30 minutes during the window below.';

/**
 * The demo system alert: in force from a day before the seed for 30 days, so a seeded portal shows
 * it, announcing a half-hour maintenance window three days after the seed's day, from 15:00 UTC
 * (early morning in Sydney), which each reader sees in their own time zone.
 */
export function demoSystemAlert(now: Date): SystemAlert {
  const windowStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 15);
  return {
    id: DEMO_SYSTEM_ALERT_ID,
    message: DEMO_SYSTEM_ALERT_MESSAGE,
    severity: 'info',
    startsAt: new Date(now.getTime() - DAY_MS).toISOString(),
    endsAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    windowStartsAt: new Date(windowStart).toISOString(),
    windowEndsAt: new Date(windowStart + 30 * 60 * 1000).toISOString(),
  };
}
