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

/** school-and-family §3 lastSignIn in a list: day-month 'YY ('5 Mar 26'). */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: '2-digit' });
}
