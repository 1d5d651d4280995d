/**
 * Comparing the identifiers of a file row and an account: Student ID (students), email (teachers)
 * and the single sign-on NameID.
 *
 * Student IDs are compared three ways, strongest first:
 * - same:       equal once case and separators are ignored ('ab-123' = 'AB 123'), and leading
 *               zeros of all-digit IDs ('00123' = '123').
 * - equivalent: the same number in another format: equal digits once letters, separators and
 *               leading zeros are dropped, with at least 3 significant digits ('S00123' = '123').
 * - similar:    the old number inside a longer new one, at least 4 digits ('2024104523' ends in '104523').
 * - nearMiss:   one typing slip apart and the same length (a transposed digit).
 * - conflict:   both given and none of the above: evidence of two different people.
 * - absent:     one side has none.
 * Emails: same (case-insensitive), similar (same mailbox name at another domain), conflict, absent.
 */
import { typingDistance } from './string-distance';

export type IdentifierLikeness = 'same' | 'equivalent' | 'similar' | 'nearMiss' | 'conflict' | 'absent';

const onlyDigits = /^\d*$/;

/**
 * Case and separators do not matter, and neither do leading zeros of an all-digit ID: a CSV
 * opened and saved again in Excel turns '00123' into '123'.
 */
export function studentIdKey(value: string): string {
  const key = onlyDigits.test(value) ? value : value.toLowerCase().replace(/[\s\-_./\\:#]+/g, '');
  return onlyDigits.test(key) && key.length > 1 ? key.replace(/^0+(?=\d)/, '') : key;
}

/** Significant digits of a Student ID, or '' when it has fewer than 3. */
export function studentIdDigits(value: string): string {
  const digits = (onlyDigits.test(value) ? value : value.replace(/\D+/g, '')).replace(/^0+/, '');
  return digits.length >= 3 ? digits : '';
}

export interface StudentIdProfile {
  studentIdKey: string;
  studentIdDigits: string;
}

export function studentIdProfile(value: string): StudentIdProfile {
  return { studentIdKey: studentIdKey(value), studentIdDigits: studentIdDigits(value) };
}

export function compareStudentIds(left: StudentIdProfile, right: StudentIdProfile): IdentifierLikeness {
  const [leftKey, rightKey] = [left.studentIdKey, right.studentIdKey];
  if (leftKey === '' || rightKey === '') return 'absent';
  if (leftKey === rightKey) return 'same';
  const [leftDigits, rightDigits] = [left.studentIdDigits, right.studentIdDigits];
  if (leftDigits !== '' && leftDigits === rightDigits) return 'equivalent';
  if (leftDigits !== '' && rightDigits !== '') {
    const [shorter, longer] =
      leftDigits.length <= rightDigits.length ? [leftDigits, rightDigits] : [rightDigits, leftDigits];
    if (shorter.length >= 4 && longer.length > shorter.length && longer.endsWith(shorter)) return 'similar';
  }
  if (leftKey.length === rightKey.length && leftKey.length >= 4 && typingDistance(leftKey, rightKey, 1) <= 1)
    return 'nearMiss';
  return 'conflict';
}

export function emailKey(value: string): string {
  return value.trim().toLowerCase();
}

export function compareEmails(left: string, right: string): IdentifierLikeness {
  if (left === '' || right === '') return 'absent';
  if (left === right) return 'same';
  const leftMailbox = left.split('@')[0] ?? '';
  if (leftMailbox.length >= 3 && leftMailbox === (right.split('@')[0] ?? '')) return 'similar';
  return 'conflict';
}

export function nameIdKey(value: string): string {
  return value.trim().toLowerCase();
}

/** A file row's NameID against an account's NameIDs (all keys). */
export function compareNameIds(rowNameId: string, accountNameIds: readonly string[]): 'same' | 'conflict' | 'absent' {
  if (rowNameId === '' || accountNameIds.length === 0) return 'absent';
  return accountNameIds.includes(rowNameId) ? 'same' : 'conflict';
}
