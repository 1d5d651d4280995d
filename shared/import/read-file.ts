/**
 * readImportFile: from the bytes of the file the administrator chose to clean import rows, or to a
 * list of errors worded for the administrator. It never throws for bad input.
 *
 * Order of checks: the file type (spec wording), empty, the size limit, whether the bytes are what
 * the name claims, the row limit, the heading row, the required columns, then every row. Row
 * problems name the spreadsheet row (the heading is row 1) and the column as headed in the file.
 */
import { PERSON_NAME_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../constants';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_TEXT_LENGTH, MAX_REPORTED_ROW_ISSUES } from './constants';
import { cleanCellText, isEmailAddress, normaliseTitle, parseClassList } from './cell-values';
import { contentMatchesExtension, detectFileContent } from './file-content';
import { importFileExtension } from './file-selection';
import { columnDefinitions, requiredFields, resolveHeadings } from './headings';
import type { ImportField, RecognisedColumn } from './headings';
import { fileMessages, fileSelectionMessages, rowMessages } from './messages';
import { readSheetGrid, SheetReadError } from './read-sheet';
import type { SheetGrid } from './read-sheet';
import type { SchoolRole } from './school-role';
import type { ImportFileRow, ImportIssue } from './types';

export interface ReadImportFileOptions {
  schoolRole: SchoolRole;
  /** The school signs in through SAML: the file must give every row a NameID. */
  saml?: boolean;
  /** A multi-school SAML import: the file must also give every row a School (implies `saml`). */
  samlMultiSchool?: boolean;
  /** The product's name, accepted as a heading for Central ID. */
  productName?: string;
}

export interface ImportFileReadSuccess {
  ok: true;
  fileName: string;
  sheetName: string;
  rows: ImportFileRow[];
  columns: RecognisedColumn[];
  /** Whether the file has a Class column: without one the wizard skips the class review. */
  hasClassColumn: boolean;
  /** Headings of columns that are not imported. */
  unusedColumns: string[];
  warnings: ImportIssue[];
}

export interface ImportFileReadFailure {
  ok: false;
  fileName: string;
  errors: ImportIssue[];
  warnings: ImportIssue[];
}

export type ImportFileReadResult = ImportFileReadSuccess | ImportFileReadFailure;

export function readImportFile(
  bytes: Uint8Array,
  fileName: string,
  options: ReadImportFileOptions,
): ImportFileReadResult {
  const fail = (code: ImportIssue['code'], message: string, warnings: ImportIssue[] = []): ImportFileReadFailure => ({
    ok: false,
    fileName,
    errors: [{ code, message }],
    warnings,
  });

  const extension = importFileExtension(fileName);
  if (extension === null) return fail('file-selection', fileSelectionMessages.unsupportedFile);
  if (bytes.length === 0) return fail('file-empty', fileMessages.emptyFile);
  if (bytes.length > MAX_IMPORT_FILE_BYTES) return fail('file-too-large', fileMessages.tooLarge(bytes.length));

  const kind = detectFileContent(bytes);
  const notWhatItClaims = { xlsx: fileMessages.notXlsx, xls: fileMessages.notXls, csv: fileMessages.notCsv }[extension];
  if (!contentMatchesExtension(kind, extension)) return fail('file-format', notWhatItClaims);

  let grid: SheetGrid;
  try {
    grid = readSheetGrid(bytes, kind);
  } catch (error) {
    if (error instanceof SheetReadError && error.kind === 'password-protected')
      return fail('file-format', fileMessages.passwordProtected);
    if (extension !== 'csv') return fail('file-format', notWhatItClaims);
    return fail('file-unreadable', fileMessages.unreadable(error instanceof Error ? error.message : String(error)));
  }
  if (grid.tooManyRows) return fail('file-too-many-rows', fileMessages.tooManyRows(grid.rows.length - 1));

  const warnings: ImportIssue[] = [];
  if (grid.otherSheetsWithData.length > 0) {
    warnings.push({
      code: 'extra-sheets',
      message: fileMessages.extraSheets(grid.sheetName, grid.otherSheetsWithData),
    });
  }
  const [headingRow, ...dataRows] = grid.rows;
  if (!headingRow || grid.rows.every((row) => row.every((cell) => cleanCellText(cell) === ''))) {
    return fail('file-empty', fileMessages.emptyFile, warnings);
  }
  if (headingRow.every((cell) => cleanCellText(cell) === ''))
    return fail('file-no-headings', fileMessages.noHeadings, warnings);

  const headings = resolveHeadings(headingRow, options, (index) =>
    dataRows.some((row) => cleanCellText(row[index] ?? '') !== ''),
  );
  const saml = Boolean(options.saml || options.samlMultiSchool);
  const samlMultiSchool = Boolean(options.samlMultiSchool);
  const columnByField = new Map(headings.columns.map((column) => [column.field, column]));
  const definitions = columnDefinitions(options);
  const missing = requiredFields({ schoolRole: options.schoolRole, saml, samlMultiSchool }).filter(
    (field) => !columnByField.has(field),
  );
  if (missing.length > 0) {
    return {
      ok: false,
      fileName,
      warnings,
      errors: missing.map((field) => {
        const definition = definitions.find((candidate) => candidate.field === field);
        return {
          code: 'missing-column',
          message: fileMessages.missingColumn(definition?.label ?? field, definition?.headings ?? []),
        };
      }),
    };
  }

  if (headings.unrecognised.length > 0) {
    warnings.push({ code: 'unrecognised-columns', message: fileMessages.unrecognisedColumns(headings.unrecognised) });
  }
  for (const duplicate of headings.duplicates) {
    warnings.push({
      code: 'duplicate-column',
      message: fileMessages.duplicateColumn(duplicate.heading, duplicate.usedHeading, duplicate.label),
      column: duplicate.heading,
    });
  }

  const rowReader = new RowReader(columnByField, options.schoolRole, saml, samlMultiSchool);
  const rows: ImportFileRow[] = [];
  dataRows.forEach((cells, index) => {
    if (cells.every((cell) => cleanCellText(cell) === '')) return;
    rows.push(rowReader.read(cells, grid.firstRowNumber + index + 1));
  });
  const rowIssues = rowReader.issues;
  if (rows.length === 0) return fail('file-no-data-rows', fileMessages.noDataRows(options.schoolRole), warnings);

  const duplicates = findDuplicateValues(rows, options.schoolRole, columnByField);
  warnings.push(...capIssues(duplicates.warnings));
  const errors = capIssues([...rowIssues, ...duplicates.errors]);
  if (errors.length > 0) return { ok: false, fileName, errors, warnings };

  return {
    ok: true,
    fileName,
    sheetName: grid.sheetName,
    rows,
    columns: headings.columns,
    hasClassColumn: columnByField.has('classGroups'),
    unusedColumns: [...headings.unrecognised, ...headings.duplicates.map((duplicate) => duplicate.heading)],
    warnings,
  };
}

/** Fields whose limit is the one the forms hold them to (Create Student, Add Teacher); others take MAX_IMPORT_TEXT_LENGTH. */
const FIELD_MAX_LENGTH: Partial<Record<ImportField, number>> = {
  firstName: PERSON_NAME_MAX_LENGTH,
  lastName: PERSON_NAME_MAX_LENGTH,
  schoolKey: STUDENT_ID_MAX_LENGTH,
};

/** Reads data rows into ImportFileRows, collecting every problem with its row and column. */
class RowReader {
  readonly issues: ImportIssue[] = [];
  // Each field's column, looked up once rather than for every cell.
  private readonly firstName: RecognisedColumn | undefined;
  private readonly lastName: RecognisedColumn | undefined;
  private readonly schoolKey: RecognisedColumn | undefined;
  private readonly password: RecognisedColumn | undefined;
  private readonly nameId: RecognisedColumn | undefined;
  private readonly school: RecognisedColumn | undefined;
  private readonly email: RecognisedColumn | undefined;
  private readonly title: RecognisedColumn | undefined;
  private readonly centralId: RecognisedColumn | undefined;
  private readonly classes: RecognisedColumn | undefined;

  constructor(
    columnByField: ReadonlyMap<ImportField, RecognisedColumn>,
    private readonly schoolRole: SchoolRole,
    private readonly saml: boolean,
    private readonly samlMultiSchool: boolean,
  ) {
    this.firstName = columnByField.get('firstName');
    this.lastName = columnByField.get('lastName');
    this.schoolKey = columnByField.get('schoolKey');
    this.password = columnByField.get('password');
    this.nameId = columnByField.get('nameId');
    this.school = columnByField.get('school');
    this.email = columnByField.get('email');
    this.title = columnByField.get('title');
    this.centralId = columnByField.get('centralId');
    this.classes = columnByField.get('classGroups');
  }

  read(cells: readonly string[], rowNumber: number): ImportFileRow {
    const row: ImportFileRow = {
      rowNumber,
      firstName: this.value(cells, rowNumber, this.firstName),
      lastName: this.value(cells, rowNumber, this.lastName),
      schoolKey: this.value(cells, rowNumber, this.schoolKey),
      password: this.value(cells, rowNumber, this.password, true),
      nameId: this.value(cells, rowNumber, this.nameId),
      school: this.value(cells, rowNumber, this.school),
      email: this.value(cells, rowNumber, this.email),
      title: this.value(cells, rowNumber, this.title),
      centralId: this.value(cells, rowNumber, this.centralId),
      classGroups: [],
    };

    this.require(rowNumber, this.firstName, row.firstName, rowMessages.firstNameBlank);
    if (this.schoolRole === 'teacher') {
      if (!this.saml) {
        this.require(rowNumber, this.title, row.title, rowMessages.required('Title'));
        this.require(rowNumber, this.lastName, row.lastName, rowMessages.required('Last Name'));
      }
      this.require(rowNumber, this.email, row.email, rowMessages.required('Email'));
      if (this.email && row.email !== '' && !isEmailAddress(row.email))
        this.problem(rowNumber, this.email, rowMessages.invalidEmail(row.email));
      if (this.title && row.title !== '') {
        const title = normaliseTitle(row.title);
        if (title === null) this.problem(rowNumber, this.title, rowMessages.invalidTitle(row.title));
        else row.title = title;
      }
    }
    if (this.saml) this.require(rowNumber, this.nameId, row.nameId, rowMessages.nameIdRequired);
    if (this.samlMultiSchool) this.require(rowNumber, this.school, row.school, rowMessages.schoolRequired);

    if (this.classes) {
      const classes = parseClassList(cells[this.classes.index] ?? '');
      if (classes) row.classGroups = classes;
      else this.problem(rowNumber, this.classes, rowMessages.invalidClassList);
    }
    return row;
  }

  /** The cell's text, cleaned (passwords only trimmed: their inner spaces count). */
  private value(
    cells: readonly string[],
    rowNumber: number,
    column: RecognisedColumn | undefined,
    isPassword = false,
  ): string {
    if (!column) return '';
    const raw = cells[column.index] ?? '';
    const cleaned = isPassword ? raw.trim() : cleanCellText(raw);
    const limit = FIELD_MAX_LENGTH[column.field] ?? MAX_IMPORT_TEXT_LENGTH;
    if (cleaned.length <= limit) return cleaned;
    this.problem(rowNumber, column, rowMessages.tooLong(limit));
    return cleaned.slice(0, limit);
  }

  private require(rowNumber: number, column: RecognisedColumn | undefined, text: string, message: string): void {
    if (column && text === '') this.problem(rowNumber, column, message);
  }

  private problem(rowNumber: number, column: RecognisedColumn, message: string): void {
    this.issues.push({
      code: 'row-invalid',
      row: rowNumber,
      column: column.heading,
      message: `${rowMessages.where(rowNumber, column.heading)}: ${message}`,
    });
  }
}

/** Student IDs should be unique (a warning); NameIDs and teacher emails must be (an error). */
function findDuplicateValues(
  rows: readonly ImportFileRow[],
  schoolRole: SchoolRole,
  columnByField: ReadonlyMap<ImportField, RecognisedColumn>,
): { warnings: ImportIssue[]; errors: ImportIssue[] } {
  const warnings: ImportIssue[] = [];
  const errors: ImportIssue[] = [];
  const check = (
    field: ImportField,
    read: (row: ImportFileRow) => string,
    report: (value: string, rows: number[]) => void,
  ): void => {
    if (!columnByField.has(field)) return;
    // The first row of each value; only repeated values get a list (most values are unique).
    const firstIndex = new Map<string, number>();
    const repeated = new Map<string, number[]>();
    rows.forEach((row, index) => {
      const value = read(row);
      if (value === '') return;
      const key = /^\d+$/.test(value) ? value : value.toLowerCase();
      const first = firstIndex.get(key);
      if (first === undefined) firstIndex.set(key, index);
      else if (repeated.has(key)) repeated.get(key)?.push(row.rowNumber);
      else repeated.set(key, [(rows[first] as ImportFileRow).rowNumber, row.rowNumber]);
    });
    for (const [key, rowNumbers] of repeated)
      report(read(rows[firstIndex.get(key) as number] as ImportFileRow), rowNumbers);
  };
  if (schoolRole === 'student') {
    check(
      'schoolKey',
      (row) => row.schoolKey,
      (value, rowNumbers) =>
        warnings.push({
          code: 'duplicate-student-id',
          row: rowNumbers[0],
          column: columnByField.get('schoolKey')?.heading,
          message: rowMessages.duplicateStudentId(value, rowNumbers),
        }),
    );
  }
  check(
    'nameId',
    (row) => row.nameId,
    (value, rowNumbers) =>
      errors.push({
        code: 'duplicate-name-id',
        row: rowNumbers[0],
        column: columnByField.get('nameId')?.heading,
        message: rowMessages.duplicateNameId(value, rowNumbers),
      }),
  );
  if (schoolRole === 'teacher') {
    check(
      'email',
      (row) => row.email,
      (value, rowNumbers) =>
        errors.push({
          code: 'duplicate-email',
          row: rowNumbers[0],
          column: columnByField.get('email')?.heading,
          message: rowMessages.duplicateEmail(value, rowNumbers),
        }),
    );
  }
  return { warnings, errors };
}

function capIssues(issues: ImportIssue[]): ImportIssue[] {
  if (issues.length <= MAX_REPORTED_ROW_ISSUES) return issues;
  const shown = issues.slice(0, MAX_REPORTED_ROW_ISSUES);
  shown.push({ code: 'more-row-issues', message: fileMessages.moreRowIssues(issues.length - MAX_REPORTED_ROW_ISSUES) });
  return shown;
}
