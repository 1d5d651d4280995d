import { describe, expect, it } from 'vitest';
import {
  buildApplyRequest,
  createMatchTable,
  fromExistingUser,
  matchAndSelectNext,
  openPossibleMatchGroups,
  prepareImport,
  projectUsersAfterApply,
  readImportFile,
  selectNextPossibleMatchGroup,
  toExistingUser,
} from '../../../shared/import';
import { generateRoster, rosterCsv } from './support/roster-generator';

describe('a generated rollover (the benchmark in small)', () => {
  const roster = generateRoster(600, 42);
  const read = readImportFile(new TextEncoder().encode(rosterCsv(roster.fileRows)), 'students.csv', {
    schoolRole: 'student',
  });
  if (!read.ok) throw new Error('The generated file did not read');
  const response = prepareImport(read.rows, roster.existingUsers, {
    schoolId: 'school-1',
    schoolRole: 'student',
    hasClassColumn: true,
  });
  const truthOf = (recordKey: string): string[] => roster.truth[Number(recordKey.slice('row-'.length)) - 2] ?? [];

  it('makes no wrong certain match and finds at least 95% of the true pairs', () => {
    // Prepare
    const truePairs = roster.truth.reduce((sum, ids) => sum + ids.length, 0);

    // Act
    const certain = response.import.flatMap((record) =>
      record.certainMatch ? [[record.key, record.certainMatch.userId] as const] : [],
    );
    const possible = response.possibleMatchGroups.flatMap((group) =>
      group.userIds.map((userId) => [group.recordKey, userId] as const),
    );

    // Assess
    expect(certain.filter(([key, userId]) => !truthOf(key).includes(userId))).toEqual([]);
    const found = [...certain, ...possible].filter(([key, userId]) => truthOf(key).includes(userId)).length;
    expect(found / truePairs).toBeGreaterThanOrEqual(0.95);
  });

  it('once applied with every proposal confirmed (m pressed until none are left), the same file proposes no new accounts and no deletions', () => {
    // Prepare
    let table = createMatchTable(response);
    let step = selectNextPossibleMatchGroup(table);
    while (step.ok && step.state.selectedKeys.length > 0) {
      step = matchAndSelectNext(step.state);
      table = step.state;
      if (step.message) break;
    }
    const after = projectUsersAfterApply(response.users.map(toExistingUser), buildApplyRequest(table), {
      schoolId: 'school-1',
    });

    // Act
    const again = createMatchTable(
      prepareImport(read.rows, after.map(fromExistingUser), {
        schoolId: 'school-1',
        schoolRole: 'student',
        hasClassColumn: true,
      }),
    );
    const plan = buildApplyRequest(again);

    // Assess
    expect(openPossibleMatchGroups(table)).toEqual([]);
    expect(plan.users.filter((user) => user.matches.length === 0)).toEqual([]);
    expect(plan.deleted).toEqual([]);
  });
});
