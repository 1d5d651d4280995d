/**
 * What a file row's classes say about an account's classes. Rollover means classes change every
 * year, so an unchanged class is not expected; what is expected is the same class, or the class
 * one year up ('7A' → '8A', 'Year 3 Blue' → 'Year 4 Blue'). A year level that goes down, or jumps
 * by more than one, speaks against the pair being one child.
 */
import { classKey } from './cell-values';

export type ClassLikeness = 'same' | 'progressed' | 'yearConsistent' | 'yearInconsistent' | 'unknown';

export interface ClassProfile {
  keys: readonly string[];
  /** Each class with its year level one lower ('8a' → '7a'): the classes a returning child came from. */
  previousYearKeys: readonly string[];
  years: readonly number[];
}

const yearNumber = /(?<!\d)(\d{1,2})(?!\d)/;
const firstYear = /\b(k|kindy|kinder|kindergarten|prep|reception|foundation)\b/;

/** The year level a class name mentions (0 for kindergarten and its synonyms), or null. */
export function yearLevel(className: string): number | null {
  return yearLevelOfKey(classKey(className));
}

function yearLevelOfKey(key: string): number | null {
  const number = yearNumber.exec(key);
  if (number?.[1] !== undefined) {
    const level = Number(number[1]);
    return level <= 13 ? level : null;
  }
  return firstYear.test(key) ? 0 : null;
}

export function classProfile(classNames: readonly string[]): ClassProfile {
  const keys = classNames.map(classKey);
  const previousYearKeys: string[] = [];
  const years: number[] = [];
  for (const key of keys) {
    const level = yearLevelOfKey(key);
    if (level === null) continue;
    years.push(level);
    if (level >= 1 && yearNumber.test(key)) previousYearKeys.push(key.replace(yearNumber, String(level - 1)));
  }
  return { keys, previousYearKeys, years };
}

/** Every class of the row is already a class of the account (as after importing the same file). */
export function classesWithin(row: ClassProfile, account: ClassProfile): boolean {
  return row.keys.length > 0 && row.keys.every((key) => account.keys.includes(key));
}

export function compareClasses(row: ClassProfile, account: ClassProfile): ClassLikeness {
  if (row.keys.length === 0 || account.keys.length === 0) return 'unknown';
  if (row.keys.some((key) => account.keys.includes(key))) return 'same';
  if (row.previousYearKeys.some((key) => account.keys.includes(key))) return 'progressed';
  if (row.years.length === 0 || account.years.length === 0) return 'unknown';
  const consistent = row.years.some((rowYear) =>
    account.years.some((accountYear) => rowYear - accountYear === 0 || rowYear - accountYear === 1),
  );
  return consistent ? 'yearConsistent' : 'yearInconsistent';
}

const noClasses: ClassProfile = { keys: [], previousYearKeys: [], years: [] };

/** Class lists repeat across a school ('8A' for thirty children), so each distinct list is profiled once. */
export class ClassProfileCache {
  private readonly profiles = new Map<string, ClassProfile>();

  profile(classNames: readonly string[]): ClassProfile {
    if (classNames.length === 0) return noClasses;
    const key = classNames.length === 1 ? (classNames[0] as string) : classNames.join('\u0001');
    let profile = this.profiles.get(key);
    if (!profile) {
      profile = classProfile(classNames);
      this.profiles.set(key, profile);
    }
    return profile;
  }
}
