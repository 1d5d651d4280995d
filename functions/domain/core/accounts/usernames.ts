import { randomInt } from 'node:crypto';
import { CLASS_CODE_ALPHABET } from '../../../../shared/schemas/classes';
import type { RandomIndex } from './passphrase';

/** What a first name without a single Latin letter (Ωмега, 李) becomes. */
export const FALLBACK_USERNAME_BASE = 'student';
const MAX_BASE_LENGTH = 20;
/** Suffix characters: lower-case letters and digits without look-alikes (no 0/o, 1/i/l). */
export const USERNAME_SUFFIX_ALPHABET = CLASS_CODE_ALPHABET.toLowerCase();

/**
 * The username a first name gives: lower-case letters only, accents removed ('Zoë Ann' → 'zoeann',
 * 'Łukasz' → 'lukasz'), at most 20 letters.
 */
export function usernameBaseOf(firstName: string): string {
  const letters = firstName
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, MAX_BASE_LENGTH);
  return letters || FALLBACK_USERNAME_BASE;
}

/**
 * The usernames to try for a first name, in order: the base alone, then the base with 2 random
 * suffix characters (a few times), then 3, then 4 (mia, mia7k, mia7kq…). Each is claimed with the
 * conditional username claim, so taking the first free one is safe against concurrent creations.
 */
export function* usernameCandidates(firstName: string, random: RandomIndex = randomInt): Generator<string> {
  const base = usernameBaseOf(firstName);
  yield base;
  for (const length of [2, 2, 2, 3, 3, 3, 4, 4, 4, 6, 6, 6]) {
    let suffix = '';
    for (let position = 0; position < length; position += 1)
      suffix += USERNAME_SUFFIX_ALPHABET[random(USERNAME_SUFFIX_ALPHABET.length)];
    yield base + suffix;
  }
}

/**
 * Whether a username already comes from this first name: the base itself, or the base with a
 * generated suffix while the base belongs to someone else (regenerating would only draw another
 * suffix).
 */
export function usernameMatchesFirstName(username: string, firstName: string, baseTakenByAnother: boolean): boolean {
  const base = usernameBaseOf(firstName);
  if (username === base) return true;
  const suffix = username.startsWith(base) ? username.slice(base.length) : null;
  return (
    baseTakenByAnother &&
    suffix !== null &&
    suffix.length >= 2 &&
    suffix.length <= 6 &&
    [...suffix].every((character) => USERNAME_SUFFIX_ALPHABET.includes(character))
  );
}
