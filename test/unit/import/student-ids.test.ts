import { describe, expect, it } from 'vitest';
import {
  buildApplyRequest,
  sharedStudentIds,
  studentIdWarningsByRow,
  prepareImport,
  selectNextPossibleMatchGroup,
  matchSelectedRows,
  selectRows,
  deleteSelectedRow,
  userRowKey,
} from '../../../shared/import';
import type { ImportTableState, TableOperationResult } from '../../../shared/import';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { existingUser, fileRow, matchTable, studentOptions } from './support/fixtures';

const ok = (result: TableOperationResult): ImportTableState => {
  if (!result.ok) throw new Error(result.message);
  return result.state;
};
const taken = (row: number, id: string) =>
  `Row ${row}, column 'Student ID': ${CLASS_MESSAGES.studentIdTaken(id, ['7A'])}`;
/** The Student ID warnings the match page keeps on its rows. */
const rowWarnings = (state: ImportTableState): string[] => [...studentIdWarningsByRow(state).values()];

describe("a new student's Student ID should be unique in the school, as a warning only (school-and-family §5)", () => {
  it('prepare leaves a row with a possible match to decide; the match page warns on it until it is matched', () => {
    const sam = existingUser({ firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1', classGroups: ['7A'] });
    const sandy = fileRow({ firstName: 'Sandy', lastName: 'Lee', schoolKey: 's-1' });

    const prepared = prepareImport([sandy], [sam], studentOptions);
    const state = matchTable([sandy], [sam]);
    const before = rowWarnings(state);
    const matched = ok(matchSelectedRows(ok(selectNextPossibleMatchGroup(state))));

    expect(prepared.errors).toEqual([]);
    expect(prepared.possibleMatchGroups).toHaveLength(1);
    expect(before).toEqual([taken(sandy.rowNumber, 's-1')]);
    expect(rowWarnings(matched)).toEqual([]);
  });

  it("a row with no match to decide is prepare's warning, not an error; deleting the holder frees the ID; a teacher import is not checked", () => {
    const sam = existingUser({ firstName: 'Sam', lastName: 'Lee', schoolKey: '0042', classGroups: ['7A'] });
    const zed = fileRow({ firstName: 'Zed', lastName: 'Quinn', schoolKey: '42' });

    const prepared = prepareImport([zed], [sam], studentOptions);
    const state = matchTable([zed], [sam]);
    const deleted = ok(deleteSelectedRow(selectRows(state, [userRowKey(sam.id)])));
    const teachers = prepareImport([{ ...zed, email: 'zed@school.example', title: 'Mr.' }], [sam], {
      ...studentOptions,
      schoolRole: 'teacher',
    });

    expect(prepared.errors).toEqual([]);
    expect(prepared.warnings).toEqual([
      { code: 'student-id-taken', row: zed.rowNumber, column: 'Student ID', message: taken(zed.rowNumber, '42') },
    ]);
    expect(rowWarnings(state)).toEqual([taken(zed.rowNumber, '42')]);
    // Ready To Apply names who will share the ID; Zed is imported with it all the same.
    expect(sharedStudentIds(state, buildApplyRequest(state))).toEqual([
      { schoolKey: '0042', names: ['Sam Lee', 'Zed Quinn'] },
    ]);
    expect(buildApplyRequest(state).users).toEqual([expect.objectContaining({ schoolKey: '42', matches: [] })]);
    expect(sharedStudentIds(deleted, buildApplyRequest(deleted))).toEqual([]);
    expect(rowWarnings(deleted)).toEqual([]);
    expect(teachers.errors).toEqual([]);
    expect(teachers.warnings).toEqual([]);
  });

  it('two new rows with one Student ID name each other; an existing student whose row gives it a new ID frees the old one', () => {
    const sam = existingUser({ firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1', classGroups: ['7A'] });
    const samRow = fileRow({ firstName: 'Sam', lastName: 'Lee', schoolKey: 'S1' });
    const ana = fileRow({ firstName: 'Ana', lastName: 'Bell', schoolKey: 'N9' });
    const ben = fileRow({ firstName: 'Ben', lastName: 'Cole', schoolKey: 'N9' });
    // Sam keeps S1 here; in the second file he gets S7 and Cara may take S1.
    const renumbered = fileRow({ firstName: 'Sam', lastName: 'Lee', schoolKey: 'S7' });
    const cara = fileRow({ firstName: 'Cara', lastName: 'Dunn', schoolKey: 'S1' });

    const prepared = prepareImport([samRow, ana, ben], [sam], studentOptions);
    const state = matchTable([renumbered, cara], [sam]);
    const samMatched = ok(
      matchSelectedRows(
        selectRows(state, [
          state.rows.find((row) => row.record?.rowNumber === renumbered.rowNumber)?.key ?? '',
          userRowKey(sam.id),
        ]),
      ),
    );

    expect(prepared.errors).toEqual([]);
    expect(prepared.warnings.map((issue) => issue.message)).toEqual([
      `Row ${ana.rowNumber}, column 'Student ID': Student ID 'N9' already belongs to another student of this file, on row ${ben.rowNumber}.`,
      `Row ${ben.rowNumber}, column 'Student ID': Student ID 'N9' already belongs to another student of this file, on row ${ana.rowNumber}.`,
    ]);
    expect(buildApplyRequest(samMatched).users.map((user) => [user.rowNumber, user.matches])).toEqual(
      expect.arrayContaining([
        [renumbered.rowNumber, [sam.id]],
        [cara.rowNumber, []],
      ]),
    );
    expect(rowWarnings(samMatched)).toEqual([]);
    // A row that leaves Sam's Student ID blank keeps his S1: Cara may not take it.
    const blank = fileRow({ firstName: 'Sam', lastName: 'Lee' });
    const keepsTable = matchTable([blank, { ...cara, rowNumber: 99 }], [sam]);
    const keeps = ok(
      matchSelectedRows(
        selectRows(keepsTable, [
          keepsTable.rows.find((row) => row.record?.rowNumber === blank.rowNumber)?.key ?? '',
          userRowKey(sam.id),
        ]),
      ),
    );
    expect(buildApplyRequest(keeps).users.map((user) => [user.rowNumber, user.matches])).toEqual(
      expect.arrayContaining([
        [blank.rowNumber, [sam.id]],
        [99, []],
      ]),
    );
    expect(rowWarnings(keeps)).toEqual([taken(99, 'S1')]);
  });
});
