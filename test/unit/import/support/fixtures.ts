/**
 * Small builders for the import tests: file bytes made in code (CSV text, and real .xlsx/.xls
 * workbooks written with SheetJS), existing accounts and file rows with sensible defaults.
 */
import * as XLSX from 'xlsx';
import { createMatchTable, prepareImport } from '../../../../shared/import';
import type {
  ExistingUserInput,
  ImportFileRow,
  ImportTableState,
  PrepareImportOptions,
} from '../../../../shared/import';

export function csvBytes(lines: readonly (readonly string[])[]): Uint8Array {
  const quote = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return new TextEncoder().encode(lines.map((line) => line.map(quote).join(',')).join('\r\n'));
}

export function workbookBytes(
  sheets: ReadonlyArray<{ name: string; rows: unknown[][] }>,
  bookType: 'xlsx' | 'biff8' = 'xlsx',
  prepareSheet: (sheet: XLSX.WorkSheet, index: number) => void = () => undefined,
): Uint8Array {
  const workbook = XLSX.utils.book_new();
  sheets.forEach((sheet, index) => {
    const worksheet = XLSX.utils.aoa_to_sheet(sheet.rows);
    prepareSheet(worksheet, index);
    XLSX.utils.book_append_sheet(workbook, worksheet, sheet.name);
  });
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType }) as ArrayBuffer);
}

export function xlsxBytes(rows: unknown[][]): Uint8Array {
  return workbookBytes([{ name: 'Students', rows }]);
}

let nextUser = 0;

export function existingUser(overrides: Partial<ExistingUserInput> = {}): ExistingUserInput {
  nextUser += 1;
  return {
    id: `user-${nextUser}`,
    firstName: 'Alex',
    lastName: 'Example',
    schoolKey: '',
    schoolId: 'school-1',
    school: 'Hill School',
    classGroups: [],
    otherSchool: false,
    ...overrides,
  };
}

let nextRow = 1;

export function fileRow(overrides: Partial<ImportFileRow> = {}): ImportFileRow {
  nextRow += 1;
  return {
    rowNumber: nextRow,
    firstName: 'Alex',
    lastName: 'Example',
    schoolKey: '',
    password: '',
    nameId: '',
    school: '',
    email: '',
    title: '',
    centralId: '',
    classGroups: [],
    ...overrides,
  };
}

export const studentOptions: PrepareImportOptions = { schoolId: 'school-1', schoolRole: 'student' };

/** prepareImport then createMatchTable: the match page as first shown. */
export function matchTable(
  rows: readonly ImportFileRow[],
  users: readonly ExistingUserInput[],
  options: Partial<PrepareImportOptions> = {},
): ImportTableState {
  return createMatchTable(prepareImport(rows, users, { ...studentOptions, ...options }));
}

export function rowOfRecord(state: ImportTableState, rowNumber: number) {
  const row = state.rows.find((candidate) => candidate.record?.rowNumber === rowNumber);
  if (!row) throw new Error(`No row for file row ${rowNumber}`);
  return row;
}

export function rowOfUser(state: ImportTableState, userId: string) {
  const row = state.rows.find((candidate) => candidate.users.some((user) => user.id === userId));
  if (!row) throw new Error(`No row holds account ${userId}`);
  return row;
}
