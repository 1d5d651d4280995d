import { describe, expect, it } from 'vitest';
import {
  buildApplyRequest,
  computeImportSummary,
  createMatchTable,
  deleteSelectedRow,
  fromExistingUser,
  importApplyRequestSchema,
  importFileRowSchema,
  importPrepareResponseSchema,
  matchSelectedRows,
  prepareImport,
  projectUsersAfterApply,
  readImportFile,
  selectRows,
  toExistingUser,
  userRowKey,
} from '../../../shared/import';
import type { ImportTableState, TableOperationResult } from '../../../shared/import';
import { csvBytes, existingUser, fileRow, matchTable, studentOptions } from './support/fixtures';

function stateOf(result: TableOperationResult): ImportTableState {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

const kept = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '1', classGroups: ['7A'], nameId: 'n-ann' });
const duplicate = existingUser({ firstName: 'Annie', lastName: 'Lee', classGroups: ['Chess'] });
const leaver = existingUser({ firstName: 'Zed', lastName: 'Adams', schoolKey: '2', classGroups: ['12C'] });
const stayer = existingUser({ firstName: 'Yan', lastName: 'Bo', schoolKey: '3', classGroups: ['7A'] });
const moved = existingUser({
  firstName: 'Kim',
  lastName: 'Ng',
  schoolId: 'school-9',
  school: 'Dale',
  otherSchool: true,
  nameId: 'n-kim',
  classGroups: ['Dale 5'],
});
const annRow = fileRow({
  firstName: 'Ann',
  lastName: 'Lee',
  schoolKey: '1',
  classGroups: ['8A'],
  password: 'Kangaroo-42',
});
const kimRow = fileRow({ firstName: 'Kim', lastName: 'Ng', nameId: 'n-kim', classGroups: ['8A'] });
const newRow = fileRow({ firstName: 'Mo', lastName: '', schoolKey: '9', classGroups: ['8A', '8a'] });

function editedTable(): ImportTableState {
  const table = matchTable([annRow, kimRow, newRow], [kept, duplicate, leaver, stayer, moved], {
    hasClassColumn: true,
  });
  const merged = stateOf(matchSelectedRows(selectRows(table, [`row-${annRow.rowNumber}`, userRowKey(duplicate.id)])));
  return stateOf(deleteSelectedRow(selectRows(merged, [userRowKey(leaver.id)])));
}

describe('the Ready To Apply summary', () => {
  it('counts new, matched, merged, retained and deleted accounts', () => {
    // Act
    const summary = computeImportSummary(editedTable());

    // Assess
    expect(summary).toEqual({
      createdCount: 1,
      matchedCount: 2,
      mergedCount: 1,
      retainedCount: 1,
      deletedCount: 1,
      totalAfterImport: 4,
    });
  });
});

describe('the apply payload (spec §7)', () => {
  it('sends every file row (in table order) with its matches, the deletions and the class choices', () => {
    // Act
    const request = buildApplyRequest(editedTable(), {
      removeOtherClassGroups: true,
      removeOtherUsersInClassGroups: false,
    });

    // Assess
    expect(request).toEqual({
      users: [
        {
          rowNumber: 4,
          firstName: 'Mo',
          lastName: null,
          schoolKey: '9',
          password: null,
          nameId: null,
          school: null,
          email: null,
          title: null,
          centralId: null,
          classGroups: ['8A'],
          matches: [],
        },
        {
          rowNumber: 2,
          firstName: 'Ann',
          lastName: 'Lee',
          schoolKey: '1',
          password: 'Kangaroo-42',
          nameId: null,
          school: null,
          email: null,
          title: null,
          centralId: null,
          classGroups: ['8A'],
          matches: [kept.id, duplicate.id],
        },
        {
          rowNumber: 3,
          firstName: 'Kim',
          lastName: 'Ng',
          schoolKey: null,
          password: null,
          nameId: 'n-kim',
          school: null,
          email: null,
          title: null,
          centralId: null,
          classGroups: ['8A'],
          matches: [moved.id],
        },
      ],
      deleted: [leaver.id],
      removeOtherClassGroups: true,
      removeOtherUsersInClassGroups: false,
    });
    expect(importApplyRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends no classes and removes none when the file has no class column', () => {
    // Prepare
    const table = matchTable([annRow], [kept], { hasClassColumn: false });

    // Act
    const request = buildApplyRequest(table, { removeOtherClassGroups: true, removeOtherUsersInClassGroups: true });

    // Assess
    expect(request).toMatchObject({ removeOtherClassGroups: false, removeOtherUsersInClassGroups: false });
    expect(request.users[0]?.classGroups).toEqual([]);
  });

  it('refuses a payload with blank text where null belongs, or without a first name', () => {
    // Prepare
    const request = buildApplyRequest(editedTable());
    const blank = { ...request, users: [{ ...request.users[0], lastName: '' }] };
    const nameless = { ...request, users: [{ ...request.users[0], firstName: '' }] };

    // Act / Assess
    expect(importApplyRequestSchema.safeParse(blank).success).toBe(false);
    expect(importApplyRequestSchema.safeParse(nameless).success).toBe(false);
  });
});

describe('what applying does', () => {
  it('keeps the first matched account, merges the others into it, moves other-school accounts in and deletes the marked ones', () => {
    // Prepare
    const state = editedTable();
    const users = state.rows.flatMap((row) => row.users);

    // Act
    const after = projectUsersAfterApply(users, buildApplyRequest(state), { schoolId: 'school-1' });

    // Assess
    const byId = new Map(after.map((user) => [user.id, user]));
    expect(byId.has(duplicate.id)).toBe(false);
    expect(byId.has(leaver.id)).toBe(false);
    expect(byId.get(kept.id)).toMatchObject({
      firstName: 'Ann',
      schoolKey: '1',
      classGroups: ['8A', '7A', 'Chess'],
      nameIds: ['n-ann'],
    });
    expect(byId.get(moved.id)).toMatchObject({ schoolId: 'school-1', otherSchool: false, classGroups: ['8A'] });
    expect(byId.get(stayer.id)).toMatchObject({ classGroups: ['7A'] });
    expect(byId.get('new-0')).toMatchObject({ firstName: 'Mo', lastName: '', schoolKey: '9', classGroups: ['8A'] });
  });

  it('applying the same file again proposes no new accounts and no deletions', () => {
    // Prepare
    const bytes = csvBytes([
      ['First Name', 'Last Name', 'Student ID', 'Class'],
      ['Ann', 'Lee', '1', '8A'],
      ['Sam', 'Lee', '', '8B'],
      ['Sam', 'Lee', '', '8C'],
      ['Bo', 'Ng', '7', '["8A", "Chess"]'],
      ['Cy', 'Dee', '8', '8A'],
    ]);
    const read = readImportFile(bytes, 'students.csv', { schoolRole: 'student' });
    if (!read.ok) throw new Error('unreadable');
    const first = createMatchTable(
      prepareImport(read.rows, [kept, leaver, stayer], { ...studentOptions, hasClassColumn: true }),
    );
    const firstRequest = buildApplyRequest(first);
    const afterFirst = projectUsersAfterApply(
      first.rows.flatMap((row) => row.users),
      firstRequest,
      { schoolId: 'school-1' },
    );

    // Act
    const second = createMatchTable(
      prepareImport(read.rows, afterFirst.map(fromExistingUser), { ...studentOptions, hasClassColumn: true }),
    );
    const secondRequest = buildApplyRequest(second);

    // Assess
    expect(firstRequest.users.filter((user) => user.matches.length === 0)).toHaveLength(4);
    expect(secondRequest.users.filter((user) => user.matches.length === 0)).toEqual([]);
    expect(secondRequest.deleted).toEqual([]);
    expect(second.possibleMatchGroups).toEqual([]);
  });
});

describe('wire schemas', () => {
  it('the prepare response survives JSON and its schema', () => {
    // Prepare
    const response = prepareImport([annRow, newRow], [kept, leaver], studentOptions);

    // Act
    const parsed = importPrepareResponseSchema.parse(JSON.parse(JSON.stringify(response)));

    // Assess
    expect(parsed).toEqual(response);
  });

  it('file rows accept null for blank text, as the API middleware sends them', () => {
    // Act
    const parsed = importFileRowSchema.parse({ rowNumber: 2, firstName: 'Ann', lastName: null, schoolKey: null });

    // Assess
    expect(parsed.lastName).toBeNull();
    expect(toExistingUser({ id: 'u', firstName: 'Ann', lastName: null, schoolId: 's' })).toMatchObject({
      lastName: '',
      classGroups: [],
      nameIds: [],
      otherSchool: false,
    });
  });
});
