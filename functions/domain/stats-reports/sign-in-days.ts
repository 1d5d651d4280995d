import { daysBetween } from '../../../shared/rules/calendar-days';
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
