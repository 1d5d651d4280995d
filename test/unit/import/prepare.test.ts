import { describe, expect, it } from 'vitest';
import { ImportInputError, prepareImport } from '../../../shared/import';
import type {
  ExistingUserInput,
  ImportFileRow,
  ImportPrepareResponse,
  PrepareImportOptions,
} from '../../../shared/import';
import { existingUser, fileRow, studentOptions } from './support/fixtures';

function prepare(
  rows: ImportFileRow[],
  users: ExistingUserInput[],
  options: Partial<PrepareImportOptions> = {},
): ImportPrepareResponse {
  return prepareImport(rows, users, { ...studentOptions, ...options });
}

const certainOf = (response: ImportPrepareResponse, row: ImportFileRow) =>
  response.import.find((record) => record.rowNumber === row.rowNumber)?.certainMatch ?? null;
const groupOf = (response: ImportPrepareResponse, row: ImportFileRow) =>
  response.possibleMatchGroups.find((group) => group.recordKey === `row-${row.rowNumber}`);

describe('certain matches', () => {
  it('rule 1: the same NameID is the same person whatever the name says', () => {
    // Prepare
    const account = existingUser({ firstName: 'Robert', lastName: 'Smith', nameId: 'N-77' });
    const row = fileRow({ firstName: 'Kim', lastName: 'Jones', nameId: 'n-77' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toEqual({ userId: account.id, rule: 'nameId' });
  });

  it('rule 1 reaches accounts of another school, through any of their sign-on accounts', () => {
    // Prepare
    const account = existingUser({
      firstName: 'Kim',
      lastName: 'Jones',
      schoolId: 'school-2',
      otherSchool: true,
      samlAccounts: [{ nameId: 'old' }, { nameId: 'N-1' }],
    });
    const row = fileRow({ firstName: 'Kim', lastName: 'Jones', nameId: 'N-1' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toEqual({ userId: account.id, rule: 'nameId' });
  });

  it('never matches an account of another school by its name', () => {
    // Prepare
    const account = existingUser({
      firstName: 'Kim',
      lastName: 'Jones',
      schoolId: 'school-2',
      otherSchool: true,
      nameId: 'N-1',
    });
    const row = fileRow({ firstName: 'Kim', lastName: 'Jones', schoolKey: '55' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
    expect(response.possibleMatchGroups).toEqual([]);
  });

  it('does not apply a NameID that two accounts share, but offers both for one confirmation', () => {
    // Prepare
    const first = existingUser({ firstName: 'Kimberly', lastName: 'Jones', nameId: 'N-1' });
    const second = existingUser({ firstName: 'Kimberley', lastName: 'Jones', nameId: 'N-1' });
    const row = fileRow({ firstName: 'Kim', lastName: 'Jones', nameId: 'N-1' });

    // Act
    const response = prepare([row], [first, second]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
    expect(groupOf(response, row)?.userIds.sort()).toEqual([first.id, second.id].sort());
  });

  it.each([
    ['a nickname', 'Bob', 'Smith'],
    ['a slip in the family name', 'Robert', 'Smyth'],
    ['swapped names', 'Smith', 'Robert'],
    ['a middle name', 'Robert James', 'Smith'],
    ['no last name', 'Robert', ''],
  ])('rule 2: the same Student ID with %s is certain', (_, firstName, lastName) => {
    // Prepare
    const account = existingUser({ firstName: 'Robert', lastName: 'Smith', schoolKey: 'S-100' });
    const row = fileRow({ firstName, lastName, schoolKey: 's100' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toEqual({ userId: account.id, rule: 'studentId' });
  });

  it('rule 2: the same Student ID with an unrelated name is NOT certain, nor offered: IDs get reused', () => {
    // Prepare
    const account = existingUser({ firstName: 'Emma', lastName: 'Brown', schoolKey: '100' });
    const row = fileRow({ firstName: 'Liam', lastName: 'Nguyen', schoolKey: '100' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
    expect(response.possibleMatchGroups).toEqual([]);
  });

  it('rule 2: the same Student ID with a changed last name is only offered', () => {
    // Prepare
    const account = existingUser({ firstName: 'Emma', lastName: 'Brown', schoolKey: '100' });
    const row = fileRow({ firstName: 'Emma', lastName: 'Castillo', schoolKey: '100' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
    expect(groupOf(response, row)).toMatchObject({
      userIds: [account.id],
      kind: 'match',
      reasons: ['same first name', 'different last name', 'same Student ID'],
    });
  });

  it('rule 2 is not applied when the Student ID repeats in the file or among the accounts', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '7' });
    const twin = existingUser({ firstName: 'Anne', lastName: 'Lee', schoolKey: '8' });
    const duplicateInFile = [
      fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: '7' }),
      fileRow({ firstName: 'Ann', lastName: 'Lea', schoolKey: '7' }),
    ];
    const doubled = existingUser({ firstName: 'Anne', lastName: 'Lee', schoolKey: '8' });
    const row = fileRow({ firstName: 'Anne', lastName: 'Lee', schoolKey: '8' });

    // Act
    const repeatedRows = prepare(duplicateInFile, [account]);
    const repeatedAccounts = prepare([row], [twin, doubled]);

    // Assess
    expect(repeatedRows.import.map((record) => record.certainMatch)).toEqual([null, null]);
    expect(certainOf(repeatedAccounts, row)).toBeNull();
    expect(groupOf(repeatedAccounts, row)?.userIds).toHaveLength(2);
  });

  it('rule 2 is blocked by two different NameIDs', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '7', nameId: 'N-1' });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: '7', nameId: 'N-2' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
  });

  it('rule 3: the same Student ID number in a new format, with compatible names, is certain', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '104523' });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: 'S00104523' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toEqual({ userId: account.id, rule: 'studentIdDigits' });
  });

  it('rule 3 is not applied when two accounts share the number in different formats', () => {
    // Prepare
    const first = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: 'S123' });
    const second = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: 'T123' });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: '123' });

    // Act
    const response = prepare([row], [first, second]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
  });

  it('rule 2 for teachers: the same email with compatible names', () => {
    // Prepare
    const account = existingUser({ firstName: 'Katherine', lastName: 'Ng', email: 'K.Ng@school.edu' });
    const row = fileRow({ firstName: 'Kate', lastName: 'Ng', email: 'k.ng@school.edu', title: 'Ms.' });

    // Act
    const response = prepare([row], [account], { schoolRole: 'teacher' });

    // Assess
    expect(certainOf(response, row)).toEqual({ userId: account.id, rule: 'email' });
  });

  it('rule 4: the same exact name when neither side has a Student ID', () => {
    // Prepare
    const account = existingUser({ firstName: 'Zoë', lastName: "O'Neil", classGroups: ['7A'] });
    const row = fileRow({ firstName: 'ZOE', lastName: 'ONeil', classGroups: ['8A'] });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toEqual({ userId: account.id, rule: 'exactName' });
  });

  it('rule 4 is not applied to a name that repeats', () => {
    // Prepare
    const accounts = [
      existingUser({ firstName: 'Sam', lastName: 'Lee' }),
      existingUser({ firstName: 'Sam', lastName: 'Lee' }),
    ];
    const row = fileRow({ firstName: 'Sam', lastName: 'Lee' });

    // Act
    const response = prepare([row], accounts);

    // Assess
    expect(certainOf(response, row)).toBeNull();
  });

  it('rule 4 tells repeated names apart by identical classes when nobody of that name has an ID', () => {
    // Prepare
    const inSevenA = existingUser({ firstName: 'Sam', lastName: 'Lee', classGroups: ['7A'] });
    const inSevenB = existingUser({ firstName: 'Sam', lastName: 'Lee', classGroups: ['7B'] });
    const rowA = fileRow({ firstName: 'Sam', lastName: 'Lee', classGroups: ['7a'] });
    const rowB = fileRow({ firstName: 'Sam', lastName: 'Lee', classGroups: ['7B'] });

    // Act
    const response = prepare([rowA, rowB], [inSevenA, inSevenB]);

    // Assess
    expect(certainOf(response, rowA)).toEqual({ userId: inSevenA.id, rule: 'exactName' });
    expect(certainOf(response, rowB)).toEqual({ userId: inSevenB.id, rule: 'exactName' });
  });

  it('rule 4 is not applied when a file that uses Student IDs gives this row none but the account has one', () => {
    // Prepare: a new arrival may share the name of a returning student whose ID is missing.
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '500' });
    const others = [existingUser({ firstName: 'Bo', lastName: 'Chan', schoolKey: '501' })];
    const rows = [
      fileRow({ firstName: 'Ann', lastName: 'Lee' }),
      fileRow({ firstName: 'Bo', lastName: 'Chan', schoolKey: '501' }),
      fileRow({ firstName: 'Cy', lastName: 'Dee', schoolKey: '502' }),
    ];

    // Act
    const response = prepare(rows, [account, ...others]);

    // Assess
    expect(certainOf(response, rows[0] as ImportFileRow)).toBeNull();
    expect(groupOf(response, rows[0] as ImportFileRow)?.userIds).toEqual([account.id]);
  });

  it('rule 4 is applied to such a row when its classes are all already the account classes (the same file again)', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '500', classGroups: ['8A', 'Chess'] });
    const rows = [
      fileRow({ firstName: 'Ann', lastName: 'Lee', classGroups: ['8A'] }),
      fileRow({ firstName: 'Bo', lastName: 'Chan', schoolKey: '501' }),
    ];

    // Act
    const response = prepare(rows, [account]);

    // Assess
    expect(certainOf(response, rows[0] as ImportFileRow)).toEqual({ userId: account.id, rule: 'exactName' });
  });

  it('rule 4 is applied when the file has no Student IDs at all', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '500' });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toEqual({ userId: account.id, rule: 'exactName' });
  });

  it('rule 4 is not applied when both sides have different Student IDs', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '500' });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: '900' });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
    expect(groupOf(response, row)?.reasons).toContain('different Student IDs');
  });

  it('rule 4 is not applied when the year level goes backwards', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', classGroups: ['12C'] });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', classGroups: ['7B'] });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
    expect(groupOf(response, row)?.reasons).toContain('year level does not follow on');
  });
});

describe('possible match groups', () => {
  it.each([
    ['a misspelt name', { firstName: 'Jonathon', lastName: 'Smyth' }],
    ['a nickname with a slip', { firstName: 'Jon', lastName: 'Smyth' }],
    ['swapped names', { firstName: 'Smith', lastName: 'Jonathan' }],
    ['a blank last name', { firstName: 'Jonathan', lastName: '' }],
  ])('offers %s when no Student ID settles it', (_, name) => {
    // Prepare
    const account = existingUser({ firstName: 'Jonathan', lastName: 'Smith', schoolKey: '300', classGroups: ['7A'] });
    const row = fileRow({ ...name, classGroups: ['8A'] });
    const others = [
      fileRow({ firstName: 'Ida', lastName: 'Wells', schoolKey: '301' }),
      fileRow({ firstName: 'Al', lastName: 'Ng', schoolKey: '302' }),
    ];

    // Act
    const response = prepare([row, ...others], [account]);

    // Assess
    expect(certainOf(response, row)).toBeNull();
    expect(groupOf(response, row)).toMatchObject({ userIds: [account.id], kind: 'match' });
  });

  it('offers an old Student ID inside the new one, with the reason', () => {
    // Prepare
    const account = existingUser({
      firstName: 'Jonathan',
      lastName: 'Smith',
      schoolKey: '104523',
      classGroups: ['7A'],
    });
    const row = fileRow({ firstName: 'Jon', lastName: 'Smith', schoolKey: '2025104523', classGroups: ['8A'] });

    // Act
    const response = prepare([row], [account]);

    // Assess
    expect(groupOf(response, row)).toMatchObject({
      userIds: [account.id],
      reasons: [
        'first name is a short form of the other',
        'same last name',
        'new Student ID contains the old number',
        'class one year up',
      ],
    });
  });

  it('offers each account once, to the row it matches best', () => {
    // Prepare
    const account = existingUser({ firstName: 'John', lastName: 'Smith' });
    const close = fileRow({ firstName: 'Jon', lastName: 'Smith' });
    const closer = fileRow({ firstName: 'John', lastName: 'Smiht' });
    const second = existingUser({ firstName: 'John', lastName: 'Smith' });

    // Act
    const response = prepare([close, closer], [account, second]);

    // Assess
    const offered = response.possibleMatchGroups.flatMap((group) => group.userIds);
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('offers a duplicate account for merging into a row that already has its certain match', () => {
    // Prepare
    const account = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolKey: '500', classGroups: ['7A'] });
    const duplicate = existingUser({ firstName: 'Ann', lastName: 'Lee', classGroups: ['7A'] });
    const row = fileRow({ firstName: 'Ann', lastName: 'Lee', schoolKey: '500', classGroups: ['8A'] });

    // Act
    const response = prepare([row], [account, duplicate]);

    // Assess
    expect(certainOf(response, row)).toEqual({ userId: account.id, rule: 'studentId' });
    expect(groupOf(response, row)).toMatchObject({ kind: 'merge', userIds: [duplicate.id] });
  });

  it('orders groups by the file and keeps scores and reasons', () => {
    // Prepare
    const accounts = [
      existingUser({ firstName: 'Bea', lastName: 'Ross' }),
      existingUser({ firstName: 'Cal', lastName: 'Wood' }),
    ];
    const rows = [fileRow({ firstName: 'Cal', lastName: 'Woods' }), fileRow({ firstName: 'Bea', lastName: 'Rose' })];

    // Act
    const response = prepare(rows, accounts);

    // Assess
    expect(response.possibleMatchGroups.map((group) => group.recordKey)).toEqual(
      rows.map((row) => `row-${row.rowNumber}`),
    );
    expect(response.possibleMatchGroups.every((group) => group.score >= 0.7 && group.reasons.length > 0)).toBe(true);
  });
});

describe('schools, input and output', () => {
  it('skips rows naming another school in a single-school import, and says how many', () => {
    // Prepare
    const schools = [
      { id: 'school-1', name: 'Hill School', samlSchoolValue: 'HILL' },
      { id: 'school-2', name: 'Dale School', samlSchoolValue: 'DALE' },
    ];
    const rows = [fileRow({ school: 'hill' }), fileRow({ school: 'DALE' }), fileRow({ school: '' })];

    // Act
    const response = prepare(rows, [], { schools });

    // Assess
    expect(response.import).toHaveLength(2);
    expect(response.warnings.map((warning) => warning.message)).toEqual([
      '1 rows belong to other schools and were skipped; only this school is processed.',
    ]);
  });

  it('in a multi-school import puts each row in its school, matches within it, and refuses unknown schools', () => {
    // Prepare
    const schools = [
      { id: 'school-1', name: 'Hill School', samlSchoolValue: 'HILL' },
      { id: 'school-2', name: 'Dale School', samlSchoolValue: 'DALE' },
    ];
    const atHill = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolId: 'school-1' });
    const atDale = existingUser({ firstName: 'Ann', lastName: 'Lee', schoolId: 'school-2' });
    const rows = [
      fileRow({ firstName: 'Ann', lastName: 'Lee', school: 'Dale School' }),
      fileRow({ firstName: 'Bo', school: 'Vale' }),
    ];

    // Act
    const response = prepare(rows, [atHill, atDale], { schools, samlMultiSchool: true });

    // Assess
    expect(response.import.map((record) => [record.schoolId, record.certainMatch?.userId])).toEqual([
      ['school-2', atDale.id],
    ]);
    expect(response.errors.map((error) => error.message)).toEqual([
      `Row ${rows[1]?.rowNumber}, column 'School': School 'Vale' is not one of the schools of this import.`,
    ]);
  });

  it('refuses rows sent twice: they cannot come from readImportFile', () => {
    // Prepare
    const row = fileRow();

    // Act
    const act = () => prepare([row, { ...row }], []);

    // Assess
    expect(act).toThrow(ImportInputError);
  });

  it('returns the accounts it considered without anything the engine does not need', () => {
    // Prepare
    const account = { ...existingUser({ firstName: 'Ann' }), password: 'secret' } as ExistingUserInput;

    // Act
    const response = prepare([fileRow({ firstName: 'Bo', classGroups: ['7A'] })], [account], {
      unusedColumns: ['Shoe Size'],
    });

    // Assess
    expect(JSON.stringify(response.users)).not.toContain('secret');
    expect(response.unusedColumns).toEqual(['Shoe Size']);
    expect(response.hasClassColumn).toBe(true);
  });
});
