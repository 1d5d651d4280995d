/**
 * The match page's operations (spec §4), as pure functions from one table state to the next.
 * Each returns `{ ok: true, state }`, or `{ ok: false, state, message }` with the state unchanged
 * and the reason the button cannot act; `can…` functions give the same reason for disabling buttons.
 *
 * - match:    at least 2 selected rows, exactly one of them a file row; the accounts of the others
 *             merge into it.
 * - split:    one selected matched row without accounts of another school; every account goes
 *             back to its own row and the file row becomes a new account again.
 * - delete:   one selected account that is not in the file, not marked, not of another school.
 * - undelete: one selected account marked for deletion.
 * - n:        select the next possible match group that can still be confirmed.
 * - m:        match the selection, then select the next group.
 */
import { MERGE_WARNING_THRESHOLD } from './constants';
import { tableMessages } from './messages';
import type { ImportRow, ImportTableState } from './table-state';
import { compareRows, makeRow, userRowKey } from './table-state';
import type { PossibleMatchGroup } from './types';

export type TableOperationResult =
  { ok: true; state: ImportTableState; message?: string } | { ok: false; state: ImportTableState; message: string };

const refuse = (state: ImportTableState, message: string): TableOperationResult => ({ ok: false, state, message });

function selectedRows(state: ImportTableState): ImportRow[] {
  const byKey = new Map(state.rows.map((row) => [row.key, row]));
  return state.selectedKeys.flatMap((key) => byKey.get(key) ?? []);
}

// ----------------------------------------------------------------------------------------------
// Selection

export function selectRows(state: ImportTableState, keys: readonly string[]): ImportTableState {
  const existing = new Set(state.rows.map((row) => row.key));
  return { ...state, selectedKeys: [...new Set(keys)].filter((key) => existing.has(key)) };
}

export function toggleRowSelection(state: ImportTableState, key: string): ImportTableState {
  if (state.selectedKeys.includes(key))
    return { ...state, selectedKeys: state.selectedKeys.filter((selected) => selected !== key) };
  return selectRows(state, [...state.selectedKeys, key]);
}

export function clearSelection(state: ImportTableState): ImportTableState {
  return { ...state, selectedKeys: [] };
}

// ----------------------------------------------------------------------------------------------
// Match

export function canMatch(state: ImportTableState): string | null {
  const rows = selectedRows(state);
  if (rows.length < 2) return tableMessages.matchNeedsTwoRows;
  if (rows.filter((row) => row.record !== null).length !== 1) return tableMessages.matchNeedsOneFileRow;
  return null;
}

export function matchSelectedRows(state: ImportTableState): TableOperationResult {
  const reason = canMatch(state);
  if (reason) return refuse(state, reason);
  const rows = selectedRows(state);
  const target = rows.find((row) => row.record !== null) as ImportRow;
  const others = rows.filter((row) => row !== target);
  const users = [...target.users, ...others.flatMap((row) => row.users)];
  const merged = makeRow(target.key, target.record, users, false);
  const removed = new Set(others.map((row) => row.key));
  return {
    ok: true,
    state: {
      ...state,
      rows: state.rows.flatMap((row) => (removed.has(row.key) ? [] : row.key === target.key ? [merged] : [row])),
      selectedKeys: [merged.key],
      unsavedChanges: true,
    },
  };
}

// ----------------------------------------------------------------------------------------------
// Split

export function canSplit(state: ImportTableState): string | null {
  const rows = selectedRows(state);
  const [row] = rows;
  if (rows.length !== 1 || !row || row.action !== 'match') return tableMessages.splitNeedsOneMatchedRow;
  if (row.hasOtherSchoolUsers) return tableMessages.splitOtherSchool;
  return null;
}

export function splitSelectedRow(state: ImportTableState): TableOperationResult {
  const reason = canSplit(state);
  if (reason) return refuse(state, reason);
  const [row] = selectedRows(state) as [ImportRow];
  const record = row.record ? { ...row.record, certainMatch: null } : null;
  const fileRow = makeRow(row.key, record, [], false);
  const accountRows = row.users.map((user) => makeRow(userRowKey(user.id), null, [user], false));
  const rows = state.rows.flatMap((existing) => (existing.key === row.key ? [fileRow] : [existing]));
  rows.push(...accountRows);
  rows.sort(compareRows);
  return {
    ok: true,
    state: {
      ...state,
      rows,
      selectedKeys: [fileRow.key, ...accountRows.map((accountRow) => accountRow.key)],
      unsavedChanges: true,
    },
  };
}

// ----------------------------------------------------------------------------------------------
// Delete and undelete

export function canDelete(state: ImportTableState): string | null {
  const rows = selectedRows(state);
  const [row] = rows;
  if (rows.length !== 1 || !row || row.record !== null || row.users.length !== 1)
    return tableMessages.deleteNeedsOneAccount;
  if (row.hasOtherSchoolUsers) return tableMessages.deleteOtherSchool;
  if (row.markedForDeletion) return tableMessages.deleteAlreadyMarked;
  return null;
}

export function deleteSelectedRow(state: ImportTableState): TableOperationResult {
  const reason = canDelete(state);
  if (reason) return refuse(state, reason);
  return setMark(state, true);
}

export function canUndelete(state: ImportTableState): string | null {
  const rows = selectedRows(state);
  const [row] = rows;
  if (rows.length !== 1 || !row || !row.markedForDeletion) return tableMessages.undeleteNeedsOneMarked;
  return null;
}

export function undeleteSelectedRow(state: ImportTableState): TableOperationResult {
  const reason = canUndelete(state);
  if (reason) return refuse(state, reason);
  return setMark(state, false);
}

function setMark(state: ImportTableState, marked: boolean): TableOperationResult {
  const [key] = state.selectedKeys;
  return {
    ok: true,
    state: {
      ...state,
      rows: state.rows.map((row) => (row.key === key ? makeRow(row.key, row.record, row.users, marked) : row)),
      unsavedChanges: true,
    },
  };
}

// ----------------------------------------------------------------------------------------------
// Possible match groups: 'n' and 'm'

/** The rows a group would select now, or null when the group can no longer be confirmed. */
function openGroupRows(group: PossibleMatchGroup, byKey: ReadonlyMap<string, ImportRow>): string[] | null {
  const recordRow = byKey.get(group.recordKey);
  if (!recordRow?.record) return null;
  if (group.kind === 'match' && recordRow.users.length > 0) return null;
  if (group.kind === 'merge' && recordRow.users.length === 0) return null;
  const accountKeys = group.userIds.map(userRowKey).filter((key) => {
    const row = byKey.get(key);
    return row !== undefined && row.record === null && !row.markedForDeletion;
  });
  return accountKeys.length === 0 ? null : [recordRow.key, ...accountKeys];
}

export function selectNextPossibleMatchGroup(state: ImportTableState): TableOperationResult {
  const groups = state.possibleMatchGroups;
  const byKey = new Map(state.rows.map((row) => [row.key, row]));
  for (let step = 1; step <= groups.length; step += 1) {
    const index = (state.groupCursor + step + groups.length) % groups.length;
    const group = groups[index];
    const keys = group ? openGroupRows(group, byKey) : null;
    if (keys) return { ok: true, state: { ...state, selectedKeys: keys, groupCursor: index } };
  }
  return refuse(state, tableMessages.noMorePossibleMatches);
}

/** 'm': confirm the selected group, then move on to the next. */
export function matchAndSelectNext(state: ImportTableState): TableOperationResult {
  const matched = matchSelectedRows(state);
  if (!matched.ok) return matched;
  const next = selectNextPossibleMatchGroup(matched.state);
  return next.ok ? next : { ok: true, state: clearSelection(matched.state), message: next.message };
}

/** Groups that can still be confirmed (for a counter such as '12 possible matches to review'). */
export function openPossibleMatchGroups(state: ImportTableState): PossibleMatchGroup[] {
  const byKey = new Map(state.rows.map((row) => [row.key, row]));
  return state.possibleMatchGroups.filter((group) => openGroupRows(group, byKey) !== null);
}

// ----------------------------------------------------------------------------------------------
// Leaving the page

/** Spec §4/§9: leaving the match page warns when a row merges more than 5 accounts. */
export function largeMergeWarning(state: ImportTableState): string | null {
  const large = state.rows.filter((row) => row.users.length > MERGE_WARNING_THRESHOLD);
  if (large.length === 0) return null;
  return tableMessages.largeMerge(
    large.map(
      (row) =>
        `${row.record?.firstName ?? ''} ${row.record?.lastName ?? ''}`.trim() + ` (${row.users.length} accounts)`,
    ),
  );
}

export function unsavedChangesWarning(state: ImportTableState): string | null {
  return state.unsavedChanges ? tableMessages.unsavedChanges : null;
}
