import type { SchoolService } from '../schemas/school-access';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days-left count is bold under this many days (staff-console §9). */
export const DAYS_LEFT_WARNING = 30;

/** The School Access modal's date starts this many days ahead (staff-console §4, §9). */
export const DEFAULT_GRANT_DAYS_AHEAD = 14;

/**
 * How a school's access to one service shows on the school page (staff-console §4): free; new
 * (no access yet, offers Add); perpetual (deprecated); subscribed with an end date (ends or
 * ended, days left or ago); a staff-granted trial; or not subscribed.
 */
export type SchoolServiceDisplay =
  | { kind: 'free' }
  | { kind: 'new' }
  | { kind: 'perpetual' }
  | { kind: 'subscribed'; end: string; days: number; active: boolean }
  | { kind: 'trial'; end: string; days: number; active: boolean }
  | { kind: 'not-subscribed' };

/** Whole days from now to `end` (negative once it has passed), counted as the calendar does. */
export function daysUntil(end: string, now: Date): number {
  return Math.ceil((Date.parse(end) - now.getTime()) / DAY_MS);
}

export function schoolServiceDisplay(
  service: { free: boolean },
  access: SchoolService | null,
  now: Date,
): SchoolServiceDisplay {
  if (service.free) return { kind: 'free' };
  if (!access) return { kind: 'new' };
  if (access.perpetual) return { kind: 'perpetual' };
  const periods = schoolAccessPeriods(access, now);
  // What gives access now first (a trial started after the subscription ended shows as the trial), then what ended.
  return periods.find((period) => period.active) ?? periods[0] ?? { kind: 'not-subscribed' };
}

export type SchoolAccessPeriod = Extract<SchoolServiceDisplay, { kind: 'subscribed' | 'trial' }>;

/** Every dated access the school has to the service, the subscription first, each with its end and days. */
export function schoolAccessPeriods(access: SchoolService | null, now: Date): SchoolAccessPeriod[] {
  const periods: SchoolAccessPeriod[] = [];
  if (access?.subscriptionEnd) {
    const end = access.subscriptionEnd;
    periods.push({ kind: 'subscribed', end, days: daysUntil(end, now), active: Date.parse(end) > now.getTime() });
  }
  if (access?.trialEnd) {
    const end = access.trialEnd;
    periods.push({ kind: 'trial', end, days: daysUntil(end, now), active: Date.parse(end) > now.getTime() });
  }
  return periods;
}

/** Whether the school's subscription gives access now (Alter Sub and Cancel rather than Start Sub). */
export function subscriptionActive(display: SchoolServiceDisplay): boolean {
  return display.kind === 'perpetual' || (display.kind === 'subscribed' && display.active);
}
