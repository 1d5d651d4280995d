import { icu, phrase } from '../i18n/text';

/**
 * A history read by a person (a child's History, the data page's 'Who did what'): the same thing
 * done by the same person again and again in a row (a parent showing a password on each visit)
 * is one line, 'Password shown 5 times', dated by the last time, rather than a page of repeats.
 * Entries come newest first; a group keeps the newest entry's time and counts the others.
 */
export function groupRepeats<T extends { at: string }>(
  entries: readonly T[],
  sameEvent: (a: T, b: T) => boolean,
): (T & { times: number })[] {
  const groups: (T & { times: number })[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && sameEvent(last, entry)) last.times += 1;
    else groups.push({ ...entry, times: 1 });
  }
  return groups;
}

/** What was done, with how many times when it was more than once: 'Password shown 5 times', in the reader's language. */
export function repeatedInWords(what: string, times: number): string {
  return times > 1 ? icu('{what} {times, plural, one {# time} other {# times}}', { what, times }) : what;
}

/**
 * The one name a password showing has wherever a person reads it (the child's History, the data
 * page, the staff console's audit log): a showing is recorded only when someone presses to show it.
 */
export const PASSWORD_SHOWN = phrase('Password shown');
