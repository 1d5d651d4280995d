import { newPasswordSchema } from '../../../shared/schemas/auth';

/**
 * What the tables of managed accounts (a class's students, a parent's children) share: the
 * password rule checked as the cell is typed in, and the list form of a last sign-in.
 */

/** The password rule's first complaint about a new password, or null when it passes. */
export function newPasswordProblem(value: string): string | null {
  const parsed = newPasswordSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please enter a password.');
}

/** en-AU's short month names, as Intl gives them ('June', 'Sept'). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * school-and-family §3 lastSignIn in a list: day-month 'YY ('5 Mar ’26': the apostrophe says the
 * century is left out, so the year does not read as a day), in the reader's time zone. Written out
 * rather than asked of Intl: a page's first Intl formatter loads the locale's data (about 12 ms,
 * four times that on a phone), inside the render of a class's students.
 */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  const year = String(date.getFullYear() % 100).padStart(2, '0');
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()] ?? ''} ’${year}`;
}
