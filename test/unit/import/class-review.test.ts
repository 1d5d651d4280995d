import { describe, expect, it } from 'vitest';
import { deleteSelectedRow, reviewClasses, selectRows, userRowKey } from '../../../shared/import';
import type { ClassSummaryRow, ImportTableState } from '../../../shared/import';
import { existingUser, fileRow, matchTable } from './support/fixtures';

const alice = existingUser({ firstName: 'Alice', lastName: 'Ash', schoolKey: '1', classGroups: ['7A', 'Chess'] });
const ben = existingUser({ firstName: 'Ben', lastName: 'Birch', schoolKey: '2', classGroups: ['7A'] });
const cara = existingUser({ firstName: 'Cara', lastName: 'Cole', schoolKey: '3', classGroups: ['8B'] });
const dev = existingUser({ firstName: 'Dev', lastName: 'Dunn', schoolKey: '4', classGroups: ['chess'] });
const rows = [
  fileRow({ firstName: 'Alice', lastName: 'Ash', schoolKey: '1', classGroups: ['8A'] }),
  fileRow({ firstName: 'Ben', lastName: 'Birch', schoolKey: '2', classGroups: ['7A'] }),
  fileRow({ firstName: 'Eve', lastName: 'Elm', schoolKey: '5', classGroups: ['8a'] }),
];

function summaryOf(state: ImportTableState, removeOtherClassGroups: boolean, removeOtherUsersInClassGroups: boolean) {
  return reviewClasses(state, { removeOtherClassGroups, removeOtherUsersInClassGroups }).map((row: ClassSummaryRow) => [
    row.name,
    row.status,
    row.usersBeforeImport,
    row.usersAfterImport,
  ]);
}

describe('class review', () => {
  it('retaining both: new classes are created, classes in the file keep their members, others stay', () => {
    // Prepare
    const state = matchTable(rows, [alice, ben, cara, dev], { hasClassColumn: true });

    // Act
    const summary = summaryOf(state, false, false);

    // Assess
    expect(summary).toEqual([
      ['7A', 'update', 2, 2],
      ['8A', 'create', 0, 2],
      ['8B', 'retain', 1, 1],
      ['Chess', 'retain', 2, 2],
    ]);
  });

  it('removing both: classes in the file lose members not in the file, other classes go', () => {
    // Prepare
    const state = matchTable(rows, [alice, ben, cara, dev], { hasClassColumn: true });

    // Act
    const summary = summaryOf(state, true, true);

    // Assess
    expect(summary).toEqual([
      ['7A', 'replace', 2, 1],
      ['8A', 'create', 0, 2],
      ['8B', 'remove', 1, 0],
      ['Chess', 'remove', 2, 0],
    ]);
  });

  it('counts accounts marked for deletion as gone after the import', () => {
    // Prepare
    const table = matchTable(rows, [alice, ben, cara, dev], { hasClassColumn: true });
    const deleteResult = deleteSelectedRow(selectRows(table, [userRowKey(dev.id)]));
    if (!deleteResult.ok) throw new Error(deleteResult.message);

    // Act
    const summary = summaryOf(deleteResult.state, false, false);

    // Assess
    expect(summary).toContainEqual(['Chess', 'retain', 2, 1]);
  });

  it('without a class column every class is retained, whatever was chosen', () => {
    // Prepare
    const state = matchTable(
      rows.map((row) => ({ ...row, classGroups: [] })),
      [alice, ben, cara, dev],
      { hasClassColumn: false },
    );

    // Act
    const summary = reviewClasses(state, { removeOtherClassGroups: true, removeOtherUsersInClassGroups: true });

    // Assess
    expect(summary.map((row) => [row.name, row.status, row.usersBeforeImport, row.usersAfterImport])).toEqual([
      ['7A', 'retain', 2, 2],
      ['8B', 'retain', 1, 1],
      ['Chess', 'retain', 2, 2],
    ]);
    expect(summary[0]).toMatchObject({ school: 'Hill School', cssClass: 'import-class-retain' });
  });

  it('lists classes of the school that have no members yet', () => {
    // Prepare
    const state = matchTable(rows, [alice, ben], { hasClassColumn: true });

    // Act
    const summary = reviewClasses(state, undefined, [{ schoolId: 'school-1', name: 'Robotics' }]);

    // Assess
    expect(summary.find((row) => row.name === 'Robotics')).toMatchObject({
      status: 'retain',
      usersBeforeImport: 0,
      usersAfterImport: 0,
    });
  });
});
