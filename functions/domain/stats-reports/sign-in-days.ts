import { daysBetween } from '../../adapters/mail-account/port';
import { signInsOfDay, type SignInEvent } from '../../data/sign-in-events';

/** Sign-ins of whole days, several days read side by side. */
export async function signInsOfDays(from: string, until: string): Promise<SignInEvent[]> {
  const days = daysBetween(new Date(`${from}T00:00:00Z`), new Date(`${until}T00:00:00Z`));
  const events: SignInEvent[] = [];
  for (let start = 0; start < days.length; start += 7) {
    const batch = await Promise.all(days.slice(start, start + 7).map((day) => signInsOfDay(day)));
    events.push(...batch.flat());
  }
  return events;
}

/** The day `days` days before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** The Monday on or before a day: statistics weeks start on Monday. */
export function weekStartOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return daysBefore(day, (at.getUTCDay() + 6) % 7);
}
