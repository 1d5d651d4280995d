/**
 * Invariants of the import engine, checked with fast-check on small random schools whose names,
 * Student IDs, NameIDs and classes are drawn from tiny pools, so collisions, nicknames, slips,
 * swaps and ambiguities are frequent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildApplyRequest,
  computeImportSummary,
  createMatchTable,
  deleteSelectedRow,
  fromExistingUser,
  matchAndSelectNext,
  matchSelectedRows,
  prepareImport,
  projectUsersAfterApply,
  selectNextPossibleMatchGroup,
  selectRows,
  splitSelectedRow,
  undeleteSelectedRow,
} from '../../../shared/import';
import type { ExistingUserInput, ImportFileRow, ImportTableState, TableOperationResult } from '../../../shared/import';
import { personName } from '../../../shared/import/normalise-name';
import { studentIdKey } from '../../../shared/import/identifiers';

const givenNames = ['Ann', 'Anne', 'Bob', 'Robert', 'Sam', 'Samuel', 'Lee', 'Kim', 'Zoë'];
const familyNames = ['Lee', 'Smith', 'Smyth', 'Ng', 'Kim', ''];
const studentIds = ['', '', '1', '01', '2', 'S002', '3', '104523', '2025104523'];
const nameIds = ['', '', '', 'n1', 'n2', 'n3'];
const classNames = ['7A', '8A', '12C', 'Chess'];

const userArbitrary = fc.record({
  firstName: fc.constantFrom(...givenNames),
  lastName: fc.constantFrom(...familyNames),
  schoolKey: fc.constantFrom(...studentIds),
  nameId: fc.constantFrom(...nameIds),
  classGroups: fc.subarray(classNames, { maxLength: 2 }),
  otherSchool: fc.boolean(),
});

const rowArbitrary = fc.record({
  firstName: fc.constantFrom(...givenNames),
  lastName: fc.constantFrom(...familyNames),
  schoolKey: fc.constantFrom(...studentIds),
  nameId: fc.constantFrom(...nameIds),
  classGroups: fc.subarray(classNames, { maxLength: 2 }),
});

const schoolArbitrary = fc.record({
  users: fc.array(userArbitrary, { maxLength: 10 }),
  rows: fc.array(rowArbitrary, { maxLength: 10 }),
});

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type School = ValueOf<typeof schoolArbitrary>;
type Step = ValueOf<typeof operationArbitrary>;

function materialise(school: School): { users: ExistingUserInput[]; rows: ImportFileRow[] } {
  return {
    users: school.users.map((user, index) => ({
      id: `u${index}`,
      ...user,
      schoolId: user.otherSchool ? 'school-2' : 'school-1',
    })),
    rows: school.rows.map((row, index) => ({
      rowNumber: index + 2,
      password: '',
      school: '',
      email: '',
      title: '',
      centralId: '',
      ...row,
    })),
  };
}

function tableOf(school: School): { state: ImportTableState; users: ExistingUserInput[]; rows: ImportFileRow[] } {
  const { users, rows } = materialise(school);
  return {
    state: createMatchTable(
      prepareImport(rows, users, { schoolId: 'school-1', schoolRole: 'student', hasClassColumn: true }),
    ),
    users,
    rows,
  };
}

function expectEveryAccountAndFileRowOnce(
  state: ImportTableState,
  users: readonly ExistingUserInput[],
  rows: readonly ImportFileRow[],
): void {
  const accountIds = state.rows.flatMap((row) => row.users.map((user) => user.id));
  expect([...accountIds].sort()).toEqual(users.map((user) => user.id).sort());
  const rowNumbers = state.rows.flatMap((row) => (row.record ? [row.record.rowNumber] : []));
  expect([...rowNumbers].sort((left, right) => left - right)).toEqual(rows.map((row) => row.rowNumber));
}

const operationArbitrary = fc.record({
  operation: fc.constantFrom('match', 'split', 'delete', 'undelete', 'next', 'matchNext'),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
});

function apply(state: ImportTableState, step: Step): TableOperationResult {
  const picked =
    state.rows.length === 0 ? [] : step.picks.map((pick) => state.rows[pick % state.rows.length]?.key ?? '');
  const selected = selectRows(state, picked);
  switch (step.operation) {
    case 'match':
      return matchSelectedRows(selected);
    case 'split':
      return splitSelectedRow(selectRows(state, picked.slice(0, 1)));
    case 'delete':
      return deleteSelectedRow(selectRows(state, picked.slice(0, 1)));
    case 'undelete':
      return undeleteSelectedRow(selectRows(state, picked.slice(0, 1)));
    case 'next':
      return selectNextPossibleMatchGroup(state);
    case 'matchNext':
      return matchAndSelectNext(selectNextPossibleMatchGroup(state).state);
  }
}

function expectSummaryAddsUpToPlan(state: ImportTableState): void {
  const summary = computeImportSummary(state);
  const plan = buildApplyRequest(state);
  const accountsInMatches = plan.users.reduce((sum, user) => sum + user.matches.length, 0);
  const ownAccounts = state.rows.flatMap((row) => row.users).filter((user) => !user.otherSchool).length;
  const otherSchoolAccountsInMatches = state.rows
    .filter((row) => row.record)
    .flatMap((row) => row.users)
    .filter((user) => user.otherSchool).length;

  expect(plan.users.length).toBe(summary.createdCount + summary.matchedCount);
  expect(accountsInMatches).toBe(summary.matchedCount + summary.mergedCount);
  expect(plan.deleted.length).toBe(summary.deletedCount);
  expect(summary.totalAfterImport).toBe(plan.users.length + summary.retainedCount);
  expect(ownAccounts).toBe(
    accountsInMatches - otherSchoolAccountsInMatches + summary.retainedCount + summary.deletedCount,
  );

  const after = projectUsersAfterApply(
    state.rows.flatMap((row) => row.users),
    plan,
    { schoolId: 'school-1' },
  );
  expect(after.filter((user) => !user.otherSchool)).toHaveLength(summary.totalAfterImport);
}

describe('import engine invariants', () => {
  it('prepare puts every existing account and every file row in exactly one row', () => {
    fc.assert(
      fc.property(schoolArbitrary, (school) => {
        // Act
        const { state, users, rows } = tableOf(school);

        // Assess
        expectEveryAccountAndFileRowOnce(state, users, rows);
      }),
    );
  });

  it('certain matches only ever rest on the documented evidence', () => {
    fc.assert(
      fc.property(schoolArbitrary, (school) => {
        // Prepare
        const { users, rows } = materialise(school);

        // Act
        const response = prepareImport(rows, users, { schoolId: 'school-1', schoolRole: 'student' });

        // Assess
        for (const record of response.import) {
          if (!record.certainMatch) continue;
          const user = users.find((candidate) => candidate.id === record.certainMatch?.userId) as ExistingUserInput;
          const recordName = personName(record.firstName, record.lastName ?? '');
          const userName = personName(user.firstName, user.lastName ?? '');
          switch (record.certainMatch.rule) {
            case 'nameId':
              expect(
                [user.nameId, ...(user.samlAccounts ?? []).map((account) => account.nameId)].map((value) =>
                  value?.toLowerCase(),
                ),
              ).toContain(record.nameId?.toLowerCase());
              break;
            case 'studentId':
              expect(studentIdKey(user.schoolKey ?? '')).toBe(studentIdKey(record.schoolKey ?? ''));
              expect(user.otherSchool).toBe(false);
              break;
            case 'studentIdDigits':
              expect((user.schoolKey ?? '').replace(/\D/g, '').replace(/^0+/, '')).toBe(
                (record.schoolKey ?? '').replace(/\D/g, '').replace(/^0+/, ''),
              );
              break;
            case 'exactName':
              expect(userName.fullKey).toBe(recordName.fullKey);
              expect(Boolean(user.schoolKey) && Boolean(record.schoolKey)).toBe(false);
              expect(user.otherSchool).toBe(false);
              break;
            case 'email':
              throw new Error('no emails in a student import');
          }
          if (record.nameId && user.nameId) expect(user.nameId.toLowerCase()).toBe(record.nameId.toLowerCase());
        }
        const matched = response.import.flatMap((record) => (record.certainMatch ? [record.certainMatch.userId] : []));
        expect(new Set(matched).size).toBe(matched.length);
      }),
    );
  });

  it('no sequence of operations loses, duplicates or deletes an account of another school, and the summary always adds up to the plan', () => {
    fc.assert(
      fc.property(schoolArbitrary, fc.array(operationArbitrary, { maxLength: 12 }), (school, steps) => {
        // Prepare
        const { state: initial, users, rows } = tableOf(school);
        let state = initial;

        for (const step of steps) {
          // Act
          const result = apply(state, step);
          if (!result.ok) expect(result.state.rows).toBe(state.rows);
          state = result.state;

          // Assess
          expectEveryAccountAndFileRowOnce(state, users, rows);
          expect(state.rows.filter((row) => row.markedForDeletion && row.hasOtherSchoolUsers)).toEqual([]);
          const otherSchoolIds = new Set(users.filter((user) => user.otherSchool).map((user) => user.id));
          expect(buildApplyRequest(state).deleted.filter((id) => otherSchoolIds.has(id))).toEqual([]);
          expectSummaryAddsUpToPlan(state);
        }
      }),
    );
  });

  it('accounts of another school, once matched, are never split off', () => {
    fc.assert(
      fc.property(schoolArbitrary, fc.array(operationArbitrary, { maxLength: 12 }), (school, steps) => {
        // Prepare
        let { state } = tableOf(school);
        const movedIn = (current: ImportTableState) =>
          new Set(
            current.rows
              .filter((row) => row.record)
              .flatMap((row) => row.users.filter((user) => user.otherSchool).map((user) => user.id)),
          );

        for (const step of steps) {
          const before = movedIn(state);

          // Act
          state = apply(state, step).state;

          // Assess
          const after = movedIn(state);
          for (const id of before) expect(after.has(id)).toBe(true);
        }
      }),
    );
  });

  it('split after match gives back exactly the rows there were', () => {
    fc.assert(
      fc.property(
        schoolArbitrary,
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (school, accountPicks, rowPick) => {
          // Prepare
          const { state } = tableOf(school);
          const fileRows = state.rows.filter((row) => row.action === 'register');
          const accountRows = state.rows.filter((row) => row.action === 'retain' && !row.hasOtherSchoolUsers);
          fc.pre(fileRows.length > 0 && accountRows.length > 0);
          const target = fileRows[rowPick % fileRows.length]?.key as string;
          const picked = [
            ...new Set(accountPicks.map((pick) => accountRows[pick % accountRows.length]?.key as string)),
          ];

          // Act
          const matched = matchSelectedRows(selectRows(state, [target, ...picked]));
          if (!matched.ok) throw new Error(matched.message);
          const split = splitSelectedRow(selectRows(matched.state, [target]));
          if (!split.ok) throw new Error(split.message);

          // Assess
          expect(split.state.rows).toEqual(state.rows);
        },
      ),
    );
  });

  it('importing a file into an empty school and then importing it again proposes no new accounts and no deletions', () => {
    const distinctRows = fc.uniqueArray(rowArbitrary, {
      maxLength: 10,
      // Rows a school could tell apart: a Student ID of their own, or a name (with classes) of their own.
      selector: (row) =>
        row.schoolKey !== ''
          ? `id:${studentIdKey(row.schoolKey)}`
          : `name:${personName(row.firstName, row.lastName).fullKey}|${[...row.classGroups].sort().join(',')}`,
    });
    fc.assert(
      fc.property(distinctRows, (generated) => {
        // Prepare
        const rows = materialise({ users: [], rows: generated.map((row) => ({ ...row, nameId: '' })) }).rows;
        const digits = rows
          .map((row) => row.schoolKey.replace(/\D/g, '').replace(/^0+/, ''))
          .filter((value) => value.length >= 3);
        fc.pre(new Set(digits).size === digits.length);
        const names = rows
          .filter((row) => row.schoolKey === '')
          .map((row) => personName(row.firstName, row.lastName).fullKey);
        const identifiedNames = new Set(
          rows.filter((row) => row.schoolKey !== '').map((row) => personName(row.firstName, row.lastName).fullKey),
        );
        fc.pre(names.every((name, index) => names.indexOf(name) === index || !identifiedNames.has(name)));
        const first = createMatchTable(
          prepareImport(rows, [], { schoolId: 'school-1', schoolRole: 'student', hasClassColumn: true }),
        );
        const afterFirst = projectUsersAfterApply([], buildApplyRequest(first), { schoolId: 'school-1' });

        // Act
        const second = createMatchTable(
          prepareImport(rows, afterFirst.map(fromExistingUser), {
            schoolId: 'school-1',
            schoolRole: 'student',
            hasClassColumn: true,
          }),
        );
        const plan = buildApplyRequest(second);

        // Assess
        expect(plan.users.filter((user) => user.matches.length === 0)).toEqual([]);
        expect(plan.deleted).toEqual([]);
        expect(computeImportSummary(second).totalAfterImport).toBe(rows.length);
      }),
    );
  });
});
