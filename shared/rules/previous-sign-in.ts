import type { SessionUser } from '../schemas/user';
import { icu, phrase, translated } from '../i18n/text';

/**
 * The sign-in a signed-in person is told about (My Account's 'Last login', the library's greeting):
 * the one before this session's, since this session's own sign-in is the one that just happened.
 *
 * - `first`: this session's sign-in is their first one (nothing before it).
 * - `at`: the one before, at that time.
 * - `never`: someone acts as them (a parent as their child, staff logging in as them) and they
 *   have never signed in themselves.
 * - `unknown`: they have signed in before, but when is not known (their last sign-in was recorded
 *   before the previous one was kept on the profile).
 *
 * While someone acts as the user, this session is not the user's sign-in (it is never recorded as
 * one), so their own latest sign-in is the one to tell.
 */
export type PreviousSignIn = { kind: 'first' } | { kind: 'at'; at: string } | { kind: 'never' } | { kind: 'unknown' };

export function previousSignInOf(
  user: Pick<SessionUser, 'lastSignIn' | 'previousSignIn' | 'numSignIns'>,
  actedAs: boolean,
): PreviousSignIn {
  if (actedAs) return user.lastSignIn ? { kind: 'at', at: user.lastSignIn } : { kind: 'never' };
  // No sign-in recorded at all (the record is never allowed to stop a sign-in): this is the first we know of.
  if (!user.lastSignIn) return { kind: 'first' };
  if (user.previousSignIn) return { kind: 'at', at: user.previousSignIn };
  if (user.previousSignIn === null) return { kind: 'first' };
  // A profile of before previousSignIn was kept: its count still tells a first sign-in apart.
  return user.numSignIns <= 1 ? { kind: 'first' } : { kind: 'unknown' };
}

/** The library's greeting: 'Welcome' on a first visit, 'Welcome back' from the second sign-in on. */
export function greetingFor(
  user: Pick<SessionUser, 'firstName' | 'lastSignIn' | 'previousSignIn' | 'numSignIns'>,
  actedAs: boolean,
): string {
  const previous = previousSignInOf(user, actedAs);
  const back = previous.kind === 'at' || previous.kind === 'unknown';
  const name = user.firstName.trim();
  // One sentence in the current language (shared/i18n/text.ts), the name as a value.
  if (!name) return back ? translated(phrase('Welcome back')) : translated(phrase('Welcome'));
  return back ? icu('Welcome back, {name}', { name }) : icu('Welcome, {name}', { name });
}

/** My Account's words when there is no time to show. */
export const PREVIOUS_SIGN_IN_TEXT = {
  first: phrase('This is your first sign-in.'),
  never: phrase('Never'),
  unknown: phrase('Not recorded'),
} as const;
