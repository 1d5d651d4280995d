/**
 * Calendar days as the API takes and counts them: yyyy-mm-dd, each a whole UTC day (the console's
 * pickers are 'UTC-adjusted', staff-console §5).
 */

/** Whether `value` is yyyy-mm-dd and that day exists (not 2020-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The UTC day of a time. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Today's UTC day. */
export function todayUtc(now: Date = new Date()): string {
  return dayOf(now);
}

/** The day `days` after `day` (before it when negative). */
export function daysAfter(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return dayOf(at);
}

/** The Monday on or before a day: statistics weeks start on Monday. */
export function weekStartOf(day: string): string {
  return daysAfter(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** The UTC days from `from` to `to`, both included. */
export function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  const last = dayOf(to);
  for (let day = dayOf(from); day <= last; day = daysAfter(day, 1)) days.push(day);
  return days;
}
