/**
 * The match table of the wizard's 'Step 3. Match' page: one row per file row (with the accounts
 * matched to it) and one row per existing account that no file row claims.
 *
 * Row actions (spec §4): a file row with accounts is 'match'; a file row without is 'register'
 * (a new account); an account without a file row is 'retain', or 'delete' once marked.
 * Row keys are stable: a file row is keyed by its record ('row-12'), an account on its own row by
 * its id ('user-abc'), so splitting a match gives back exactly the rows that were matched.
 * Rows are sorted by last name, then first name, like the school's other student lists.
 */
import { prepareMessages } from './messages';
import type { SchoolRole } from './school-role';
import { toExistingUser, toImportRecord } from './types';
import type { ExistingUser, ImportPrepareResponse, ImportRecord, ImportSchool, PossibleMatchGroup } from './types';

export type ImportRowAction = 'match' | 'register' | 'delete' | 'retain';

export interface ImportRow {
  key: string;
  /** The file row, or null for an account that is not in the file. */
  record: ImportRecord | null;
  /** Existing accounts in this row: the first keeps its account, the others merge into it. */
  users: readonly ExistingUser[];
  markedForDeletion: boolean;
  action: ImportRowAction;
  /** An account of another school is in the row: it cannot be deleted or split off. */
  hasOtherSchoolUsers: boolean;
  /** Set when applying would replace an account's NameID with the file's. */
  nameIdWarning: string | null;
  /** Precomputed sort key (last name, first name, key). */
  sortKey: string;
}

export interface ImportTableContext {
  schoolId: string;
  schoolRole: SchoolRole;
  schools: readonly ImportSchool[];
  /** Without a class column the class review is skipped and no class is removed. */
  hasClassColumn: boolean;
}

export interface ImportTableState {
  context: ImportTableContext;
  rows: readonly ImportRow[];
  /** Selected row keys, in the order they were selected. */
  selectedKeys: readonly string[];
  /** Ordered as their file rows appear in the table. */
  possibleMatchGroups: readonly PossibleMatchGroup[];
  /** Index of the group last selected with 'n', or -1. */
  groupCursor: number;
  /** Set by match, split, delete and undelete; leaving the page then warns. */
  unsavedChanges: boolean;
}

export const userRowKey = (userId: string): string => `user-${userId}`;

export function makeRow(
  key: string,
  record: ImportRecord | null,
  users: readonly ExistingUser[],
  markedForDeletion: boolean,
): ImportRow {
  const marked = record === null && markedForDeletion;
  const action: ImportRowAction = record ? (users.length > 0 ? 'match' : 'register') : marked ? 'delete' : 'retain';
  const shown = record ?? users[0];
  const sortKey = `${(shown?.lastName ?? '').toLowerCase()}\u0000${(shown?.firstName ?? '').toLowerCase()}\u0000${key}`;
  return {
    key,
    record,
    users,
    markedForDeletion: marked,
    action,
    hasOtherSchoolUsers: users.some((user) => user.otherSchool),
    nameIdWarning: nameIdWarning(record, users),
    sortKey,
  };
}

function nameIdWarning(record: ImportRecord | null, users: readonly ExistingUser[]): string | null {
  if (!record || record.nameId === '') return null;
  const wanted = record.nameId.toLowerCase();
  const replaced = users.flatMap((user) => user.nameIds).find((nameId) => nameId.toLowerCase() !== wanted);
  return replaced === undefined ? null : prepareMessages.nameIdChanges(replaced, record.nameId);
}

export function compareRows(left: ImportRow, right: ImportRow): number {
  return left.sortKey < right.sortKey ? -1 : left.sortKey > right.sortKey ? 1 : 0;
}

/** The table as the match page first shows it: certain matches applied, nothing selected or marked. */
export function createMatchTable(response: ImportPrepareResponse): ImportTableState {
  const users = response.users.map(toExistingUser);
  const usersById = new Map(users.map((user) => [user.id, user]));
  const claimed = new Set<string>();
  const rows: ImportRow[] = [];
  for (const recordInput of response.import) {
    const record = toImportRecord(recordInput);
    const matchedUser = record.certainMatch ? usersById.get(record.certainMatch.userId) : undefined;
    const matched = matchedUser && !claimed.has(matchedUser.id) ? [matchedUser] : [];
    for (const user of matched) claimed.add(user.id);
    rows.push(makeRow(record.key, matched.length > 0 ? record : { ...record, certainMatch: null }, matched, false));
  }
  for (const user of users) if (!claimed.has(user.id)) rows.push(makeRow(userRowKey(user.id), null, [user], false));
  rows.sort(compareRows);

  const position = new Map(rows.map((row, index) => [row.key, index]));
  const possibleMatchGroups = response.possibleMatchGroups
    .filter((group) => position.has(group.recordKey))
    .sort((left, right) => (position.get(left.recordKey) ?? 0) - (position.get(right.recordKey) ?? 0));

  return {
    context: {
      schoolId: response.schoolId,
      schoolRole: response.schoolRole,
      schools: response.schools,
      hasClassColumn: response.hasClassColumn,
    },
    rows,
    selectedKeys: [],
    possibleMatchGroups,
    groupCursor: -1,
    unsavedChanges: false,
  };
}
