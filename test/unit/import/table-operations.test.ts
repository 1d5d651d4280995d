import { describe, expect, it } from 'vitest';
import {
  canDelete,
  canMatch,
  canSplit,
  deleteSelectedRow,
  largeMergeWarning,
  matchAndSelectNext,
  matchSelectedRows,
  openPossibleMatchGroups,
  selectNextPossibleMatchGroup,
  selectRows,
  splitSelectedRow,
  tableMessages,
  toggleRowSelection,
  truncateForMatchTable,
  undeleteSelectedRow,
  unsavedChangesWarning,
  userRowKey,
} from '../../../shared/import';
import type { ImportTableState, TableOperationResult } from '../../../shared/import';
import { existingUser, fileRow, matchTable, rowOfRecord, rowOfUser } from './support/fixtures';

function stateOf(result: TableOperationResult): ImportTableState {
  if (!result.ok) throw new Error(`Operation refused: ${result.message}`);
  return result.state;
}

describe('the match table as first shown', () => {
  it('has a row per file row and per unclaimed account, with the spec actions, sorted by name', () => {
    // Prepare
    const kept = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '1' });
    const leaver = existingUser({ firstName: 'Zed', lastName: 'Adams', schoolKey: '2' });
    const rows = [
      fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: '1' }),
      fileRow({ firstName: 'Bo', lastName: 'Young', schoolKey: '3' }),
    ];

    // Act
    const state = matchTable(rows, [kept, leaver]);

    // Assess
    expect(state.rows.map((row) => [row.key, row.action])).toEqual([
      [userRowKey(leaver.id), 'retain'],
      [`row-${rows[0]?.rowNumber}`, 'match'],
      [`row-${rows[1]?.rowNumber}`, 'register'],
    ]);
    expect(state.unsavedChanges).toBe(false);
    expect(state.selectedKeys).toEqual([]);
  });

  it('warns when applying would replace an account NameID', () => {
    // Prepare: different NameIDs block the certain match, so the administrator matches by hand.
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '1', nameId: 'old-id' });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: '1', nameId: 'new-id' });
    const state = matchTable([row], [account]);

    // Act
    const matched = stateOf(matchSelectedRows(selectRows(state, [`row-${row.rowNumber}`, userRowKey(account.id)])));

    // Assess
    expect(rowOfRecord(state, row.rowNumber).nameIdWarning).toBeNull();
    expect(rowOfRecord(matched, row.rowNumber).nameIdWarning).toBe(
      "The account's NameID 'old-id' will be replaced by 'new-id'.",
    );
  });
});

describe('match', () => {
  const account = existingUser({ firstName: 'Robert', lastName: 'Smith', schoolKey: '10' });
  const other = existingUser({ firstName: 'Bobby', lastName: 'Smith' });
  const row = fileRow({ firstName: 'Bob', lastName: 'Smith', schoolKey: '99' });
  const newcomer = fileRow({ firstName: 'Cy', lastName: 'Dee', schoolKey: '98' });

  it('merges the selected accounts into the one selected file row and sets the unsaved flag', () => {
    // Prepare
    const state = selectRows(matchTable([row, newcomer], [account, other]), [
      `row-${row.rowNumber}`,
      userRowKey(account.id),
      userRowKey(other.id),
    ]);

    // Act
    const matched = stateOf(matchSelectedRows(state));

    // Assess
    const merged = rowOfRecord(matched, row.rowNumber);
    expect(merged.action).toBe('match');
    expect(merged.users.map((user) => user.id)).toEqual([account.id, other.id]);
    expect(matched.rows).toHaveLength(2);
    expect(matched.selectedKeys).toEqual([merged.key]);
    expect(matched.unsavedChanges).toBe(true);
  });

  it.each([
    ['one row', (keys: string[]) => keys.slice(0, 1), tableMessages.matchNeedsTwoRows],
    ['two file rows', (keys: string[]) => [keys[0] as string, keys[1] as string], tableMessages.matchNeedsOneFileRow],
    ['no file row', (keys: string[]) => [keys[2] as string, keys[3] as string], tableMessages.matchNeedsOneFileRow],
  ])('refuses %s', (_, pick, message) => {
    // Prepare
    const keys = [`row-${row.rowNumber}`, `row-${newcomer.rowNumber}`, userRowKey(account.id), userRowKey(other.id)];
    const state = selectRows(matchTable([row, newcomer], [account, other]), pick(keys));

    // Act
    const result = matchSelectedRows(state);

    // Assess
    expect(canMatch(state)).toBe(message);
    expect(result).toEqual({ ok: false, state, message });
  });
});

describe('split', () => {
  it('gives every account its own row back and makes the file row a new account again', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '1' });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: '1' });
    const state = selectRows(matchTable([row], [account]), [`row-${row.rowNumber}`]);

    // Act
    const split = stateOf(splitSelectedRow(state));

    // Assess
    expect(rowOfRecord(split, row.rowNumber)).toMatchObject({ action: 'register', users: [] });
    expect(rowOfUser(split, account.id)).toMatchObject({ action: 'retain', record: null });
    expect(split.unsavedChanges).toBe(true);
  });

  it('refuses rows that are not one matched row, and rows with an account of another school', () => {
    // Prepare
    const moved = existingUser({
      firstName: 'Ann',
      lastName: 'Lee',
      otherSchool: true,
      schoolId: 'school-9',
      nameId: 'N-1',
    });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', nameId: 'N-1' });
    const newcomer = fileRow({ firstName: 'Bo', lastName: 'Ng' });
    const table = matchTable([row, newcomer], [moved]);

    // Act
    const otherSchool = selectRows(table, [`row-${row.rowNumber}`]);
    const unmatched = selectRows(table, [`row-${newcomer.rowNumber}`]);

    // Assess
    expect(canSplit(otherSchool)).toBe(tableMessages.splitOtherSchool);
    expect(splitSelectedRow(otherSchool).ok).toBe(false);
    expect(canSplit(unmatched)).toBe(tableMessages.splitNeedsOneMatchedRow);
  });
});

describe('delete and undelete', () => {
  const leaver = existingUser({ firstName: 'Zed', lastName: 'Adams' });
  const moved = existingUser({
    firstName: 'Ann',
    lastName: 'Lee',
    otherSchool: true,
    schoolId: 'school-9',
    nameId: 'N-1',
    samlAccounts: [{ nameId: 'N-2' }],
  });
  const row = fileRow({ firstName: 'Bo', lastName: 'Ng', nameId: 'N-3' });

  it('marks one unmatched account for deletion and unmarks it again', () => {
    // Prepare
    const state = selectRows(matchTable([row], [leaver]), [userRowKey(leaver.id)]);

    // Act
    const deleted = stateOf(deleteSelectedRow(state));
    const undeleted = stateOf(undeleteSelectedRow(deleted));

    // Assess
    expect(rowOfUser(deleted, leaver.id)).toMatchObject({ action: 'delete', markedForDeletion: true });
    expect(deleted.unsavedChanges).toBe(true);
    expect(canDelete(deleted)).toBe(tableMessages.deleteAlreadyMarked);
    expect(rowOfUser(undeleted, leaver.id)).toMatchObject({ action: 'retain', markedForDeletion: false });
  });

  it('refuses file rows, several rows and accounts of another school', () => {
    // Prepare
    const table = matchTable([row], [leaver, moved]);

    // Act
    const fileRowSelected = selectRows(table, [`row-${row.rowNumber}`]);
    const twoSelected = selectRows(table, [userRowKey(leaver.id), userRowKey(moved.id)]);
    const otherSchool = selectRows(table, [userRowKey(moved.id)]);

    // Assess
    expect(canDelete(fileRowSelected)).toBe(tableMessages.deleteNeedsOneAccount);
    expect(canDelete(twoSelected)).toBe(tableMessages.deleteNeedsOneAccount);
    expect(canDelete(otherSchool)).toBe(tableMessages.deleteOtherSchool);
    expect(undeleteSelectedRow(otherSchool)).toMatchObject({
      ok: false,
      message: tableMessages.undeleteNeedsOneMarked,
    });
  });
});

describe('n and m: walking through the possible match groups', () => {
  const accounts = [
    existingUser({ firstName: 'Bea', lastName: 'Ross' }),
    existingUser({ firstName: 'Cal', lastName: 'Wood' }),
  ];
  const rows = [fileRow({ firstName: 'Bea', lastName: 'Rose' }), fileRow({ firstName: 'Cal', lastName: 'Woods' })];

  it('n selects the next group, and goes round', () => {
    // Prepare
    const state = matchTable(rows, accounts);

    // Act
    const first = stateOf(selectNextPossibleMatchGroup(state));
    const second = stateOf(selectNextPossibleMatchGroup(first));
    const third = stateOf(selectNextPossibleMatchGroup(second));

    // Assess
    expect(first.selectedKeys).toEqual([`row-${rows[0]?.rowNumber}`, userRowKey(accounts[0]?.id ?? '')]);
    expect(second.selectedKeys).toEqual([`row-${rows[1]?.rowNumber}`, userRowKey(accounts[1]?.id ?? '')]);
    expect(third.selectedKeys).toEqual(first.selectedKeys);
  });

  it('m confirms the group and selects the next; at the end it says there is nothing left', () => {
    // Prepare
    const state = stateOf(selectNextPossibleMatchGroup(matchTable(rows, accounts)));

    // Act
    const afterFirst = matchAndSelectNext(state);
    const afterSecond = matchAndSelectNext(stateOf(afterFirst));

    // Assess
    expect(stateOf(afterFirst).selectedKeys).toEqual([`row-${rows[1]?.rowNumber}`, userRowKey(accounts[1]?.id ?? '')]);
    expect(afterSecond).toMatchObject({ ok: true, message: tableMessages.noMorePossibleMatches });
    const final = stateOf(afterSecond);
    expect(final.rows.map((row) => row.action)).toEqual(['match', 'match']);
    expect(openPossibleMatchGroups(final)).toEqual([]);
    expect(selectNextPossibleMatchGroup(final)).toMatchObject({
      ok: false,
      message: tableMessages.noMorePossibleMatches,
    });
  });

  it('skips a group whose account was matched elsewhere or marked for deletion', () => {
    // Prepare
    const table = matchTable(rows, accounts);
    const marked = stateOf(deleteSelectedRow(selectRows(table, [userRowKey(accounts[0]?.id ?? '')])));

    // Act
    const next = stateOf(selectNextPossibleMatchGroup(marked));

    // Assess
    expect(next.selectedKeys).toEqual([`row-${rows[1]?.rowNumber}`, userRowKey(accounts[1]?.id ?? '')]);
  });
});

describe('leaving the match page', () => {
  it('warns about unsaved changes only after a change', () => {
    // Prepare
    const leaver = existingUser();
    const state = selectRows(matchTable([], [leaver]), [userRowKey(leaver.id)]);

    // Act
    const changed = stateOf(deleteSelectedRow(state));

    // Assess
    expect(unsavedChangesWarning(state)).toBeNull();
    expect(unsavedChangesWarning(changed)).toBe(tableMessages.unsavedChanges);
  });

  it('warns when a row merges more than 5 accounts, but not at 5', () => {
    // Prepare
    const accounts = Array.from({ length: 6 }, () => existingUser({ firstName: 'Sam', lastName: 'Lee' }));
    const row = fileRow({ firstName: 'Sam', lastName: 'Lee', schoolKey: '1' });
    const table = matchTable([row], accounts);
    const keys = accounts.map((account) => userRowKey(account.id));

    // Act
    const five = stateOf(matchSelectedRows(selectRows(table, [`row-${row.rowNumber}`, ...keys.slice(0, 5)])));
    const six = stateOf(matchSelectedRows(toggleRowSelection(five, keys[5] as string)));

    // Assess
    expect(largeMergeWarning(five)).toBeNull();
    expect(largeMergeWarning(six)).toBe(
      'These rows merge more than 5 accounts into one: Sam Lee (6 accounts). Please check them before you continue.',
    );
  });
});

describe('match table display', () => {
  it('truncates long school names and NameIDs to 10 characters and an ellipsis', () => {
    expect(truncateForMatchTable('Hillside Grammar')).toBe('Hillside G…');
    expect(truncateForMatchTable('short')).toBe('short');
  });
});
