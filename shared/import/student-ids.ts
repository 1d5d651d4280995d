/**
 * A student's Student ID should be unique in the school (school-and-family §5): the class page's
 * create-student form and inline edit refuse one another student of the school has; the SMART Tool
 * only warns (the spec's 'warning only': the file is imported with its IDs as given) of a row that
 * would create a student with it, in the same words (naming the other student's classes), or with
 * the Student ID another row of the same file gives a different student (naming that row). IDs are compared as the matching rules compare them (studentIdKey:
 * case, separators and the leading zeros of all-digit IDs ignored).
 *
 * Works on the plan as it will be applied: each row with the accounts it keeps (none: a new
 * student), the accounts it deletes; an account a row keeps takes the row's Student ID (a blank
 * one leaves the account's), an account merged into another or deleted no longer holds one.
 */
import { CLASS_MESSAGES } from '../schemas/classes';
import { studentIdKey } from './identifiers';
import { rowMessages } from './messages';
import type { ExistingUser, ImportIssue } from './types';

export interface StudentIdPlanRow {
  /** The spreadsheet row (names the row in messages); absent in plans not made from a file. */
  rowNumber?: number | undefined;
  firstName: string;
  lastName: string;
  /** The row's Student ID, trimmed; '' leaves a kept account's Student ID. */
  schoolKey: string;
  /** Accounts the row keeps (the first) and merges; none: the row creates a new student. */
  matches: readonly string[];
  /** Whether the row is checked (prepare leaves rows the administrator still decides unchecked; they still hold their ID). */
  checked?: boolean;
}

export interface StudentIdConflict {
  /** The row's index in the plan. */
  index: number;
  message: string;
}

type Holder = { account: ExistingUser } | { row: number };

/** The Student ID column as the messages name it. */
export const STUDENT_ID_COLUMN = 'Student ID';

/** Each new-student row whose Student ID another student of the school (after the plan) has. */
export function studentIdConflicts(
  rows: readonly StudentIdPlanRow[],
  accounts: readonly ExistingUser[],
  deleted: readonly string[] = [],
): StudentIdConflict[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const gone = new Set(deleted);
  for (const row of rows) for (const id of row.matches) gone.add(id);
  const holders = new Map<string, Holder[]>();
  const hold = (key: string, holder: Holder): void => {
    if (key === '') return;
    const list = holders.get(key);
    if (list) list.push(holder);
    else holders.set(key, [holder]);
  };
  for (const account of accounts)
    if (!account.otherSchool && !gone.has(account.id)) hold(studentIdKey(account.schoolKey), { account });
  rows.forEach((row, index) => {
    const kept = row.matches[0] === undefined ? undefined : byId.get(row.matches[0]);
    const value = row.schoolKey !== '' ? row.schoolKey : (kept?.schoolKey ?? '');
    const key = studentIdKey(value);
    // A kept account of the school that already has this ID is named as that student.
    if (kept && !kept.otherSchool && studentIdKey(kept.schoolKey) === key) hold(key, { account: kept });
    else hold(key, { row: index });
  });

  const conflicts: StudentIdConflict[] = [];
  rows.forEach((row, index) => {
    if (row.matches.length > 0 || row.checked === false || row.schoolKey === '') return;
    const other = (holders.get(studentIdKey(row.schoolKey)) ?? []).find(
      (holder) => !('row' in holder) || holder.row !== index,
    );
    if (!other) return;
    const detail =
      'account' in other
        ? CLASS_MESSAGES.studentIdTaken(row.schoolKey, [...other.account.classGroups].sort())
        : otherRowMessage(row.schoolKey, rows[other.row] as StudentIdPlanRow);
    conflicts.push({
      index,
      message:
        row.rowNumber === undefined ? detail : `${rowMessages.where(row.rowNumber, STUDENT_ID_COLUMN)}: ${detail}`,
    });
  });
  return conflicts;
}

function otherRowMessage(value: string, other: StudentIdPlanRow): string {
  return other.rowNumber !== undefined
    ? rowMessages.studentIdOnOtherRow(value, other.rowNumber)
    : rowMessages.studentIdOfOtherImported(value, `${other.firstName} ${other.lastName}`.trim());
}

/** The conflicts as the prepare response's errors. */
export function studentIdIssues(
  rows: readonly StudentIdPlanRow[],
  conflicts: readonly StudentIdConflict[],
): ImportIssue[] {
  return conflicts.map((conflict) => {
    const rowNumber = rows[conflict.index]?.rowNumber;
    return {
      code: 'student-id-taken',
      message: conflict.message,
      ...(rowNumber !== undefined ? { row: rowNumber, column: STUDENT_ID_COLUMN } : {}),
    };
  });
}
