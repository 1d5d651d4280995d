/**
 * Every sentence the import engine shows to an administrator. Spec wording is kept exactly where
 * the spec gives it (file selection, First Name); the rest follows the same plain style.
 */
import { MAX_IMPORT_FILE_MEGABYTES, MAX_IMPORT_ROWS, MERGE_WARNING_THRESHOLD, TEACHER_TITLES } from './constants';
import type { SchoolRole } from './school-role';
import { icu, phrase, translated } from '../i18n/text';

// A sentence with values is made whole in the current language (shared/i18n/text.ts); column
// headings and sheet names are the file's own, quoted as they are. In ICU '' is one apostrophe.
const quoteList = (items: readonly string[]): string => items.map((item) => `'${item}'`).join(', ');

export const fileSelectionMessages = {
  onlyOneFile: phrase('Please select only one file.'),
  unsupportedFile: phrase('The selected file is an unsupported format.'),
  oneUnsupportedFile: phrase('One of the selected files is an unsupported format.'),
  severalUnsupportedFiles: phrase('Several of the selected files are an unsupported format.'),
  noFile: phrase('Please select a file.'),
} as const;

export const fileMessages = {
  emptyFile: phrase('The selected file is empty.'),
  tooLarge: (bytes: number): string =>
    icu('The selected file is {size} MB; files up to {maximum} MB can be imported.', {
      size: (bytes / 1024 / 1024).toFixed(1),
      maximum: MAX_IMPORT_FILE_MEGABYTES,
    }),
  tooManyRows: (rows: number): string =>
    icu('The selected file has more than {rows, number} rows; up to {maximum, number} rows can be imported at once.', {
      rows: Math.max(rows, MAX_IMPORT_ROWS),
      maximum: MAX_IMPORT_ROWS,
    }),
  notXlsx: phrase(
    'The selected file is not a valid .xlsx workbook. Save it again from your spreadsheet program as .xlsx or .csv.',
  ),
  notXls: phrase(
    'The selected file is not a valid .xls workbook. Save it again from your spreadsheet program as .xlsx or .csv.',
  ),
  notCsv: phrase(
    'The selected file is not a text (.csv) file. Save it again from your spreadsheet program as .csv or .xlsx.',
  ),
  passwordProtected: phrase('The selected file is protected with a password. Remove the password and select it again.'),
  unreadable: (detail: string): string =>
    icu('The selected file could not be read ({detail}). Save it again as .csv or .xlsx.', { detail }),
  noHeadings: phrase('The first row of the file must hold the column headings, but it is blank.'),
  noDataRows: (role: SchoolRole): string =>
    role === 'teacher'
      ? translated(phrase('The file has column headings but no teacher rows.'))
      : translated(phrase('The file has column headings but no student rows.')),
  missingColumn: (label: string, accepted: readonly string[]): string =>
    icu('The file has no {label} column. Accepted headings: {accepted}.', { label, accepted: accepted.join(', ') }),
  extraSheets: (used: string, ignored: readonly string[]): string =>
    icu("Only the first sheet ''{used}'' was read; these sheets were ignored: {ignored}.", {
      used,
      ignored: quoteList(ignored),
    }),
  unrecognisedColumns: (headings: readonly string[]): string =>
    icu('These columns were not recognised and will not be imported: {headings}.', { headings: quoteList(headings) }),
  duplicateColumn: (ignored: string, used: string, label: string): string =>
    icu("Column ''{ignored}'' was not read because column ''{used}'' already gives the {label}.", {
      ignored,
      used,
      label,
    }),
  moreRowIssues: (count: number): string => icu('…and {count, number} more problems in other rows.', { count }),
} as const;

/** Per-row problems: each names the row (as numbered in the spreadsheet) and the column heading. */
export const rowMessages = {
  where: (row: number, column: string): string => icu("Row {row}, column ''{column}''", { row, column }),
  firstNameBlank: 'First Name cannot be blank.',
  required: (label: string): string => icu('{label} cannot be blank for a teacher.', { label }),
  nameIdRequired: 'NameID cannot be blank in a single sign-on (SAML) import.',
  schoolRequired: phrase('School cannot be blank in a multi-school import.'),
  invalidEmail: (value: string): string => icu("''{value}'' is not an email address.", { value }),
  // The last title ends in its own full stop ('Dr.'): the sentence adds none.
  invalidTitle: (value: string): string =>
    icu("''{value}'' is not a title: write {titles} or {last}", {
      value,
      titles: TEACHER_TITLES.slice(0, -1).join(', '),
      last: TEACHER_TITLES.at(-1),
    }),
  invalidClassList: 'the class list is not valid: write one class name, or a JSON list such as ["7A", "Maths 7"].',
  tooLong: (maximum: number): string => icu('the value is longer than {maximum} characters.', { maximum }),
  duplicateStudentId: (value: string, rows: readonly number[]): string =>
    icu("Student ID ''{value}'' appears on rows {rows}; each student should have their own Student ID.", {
      value,
      rows: rows.join(', '),
    }),
  /** A new student's Student ID that another row of the file gives a different student (as the API's refusal). */
  studentIdOnOtherRow: (value: string, otherRow: number): string =>
    icu("Student ID ''{value}'' already belongs to another student of this file, on row {otherRow}.", {
      value,
      otherRow,
    }),
  /** The same, in a plan not made from a file (no row numbers): names the other row's student. */
  studentIdOfOtherImported: (value: string, name: string): string =>
    icu("Student ID ''{value}'' already belongs to another student of this import, {name}.", { value, name }),
  duplicateNameId: (value: string, rows: readonly number[]): string =>
    icu("NameID ''{value}'' appears on rows {rows}; a NameID identifies one person and cannot repeat.", {
      value,
      rows: rows.join(', '),
    }),
  duplicateEmail: (value: string, rows: readonly number[]): string =>
    icu("Email ''{value}'' appears on rows {rows}; each teacher needs their own email address.", {
      value,
      rows: rows.join(', '),
    }),
  unknownSchool: (value: string): string =>
    icu("School ''{value}'' is not one of the schools of this import.", { value }),
  otherSchoolRowsSkipped: (count: number): string =>
    icu('{count, number} rows belong to other schools and were skipped; only this school is processed.', { count }),
} as const;

/** Why a match-page button cannot act on the current selection. */
export const tableMessages = {
  matchNeedsTwoRows: phrase('Select at least 2 rows to match.'),
  matchNeedsOneFileRow: phrase('Exactly one of the selected rows must come from the file.'),
  splitNeedsOneMatchedRow: phrase('Select one matched row to split.'),
  splitOtherSchool: phrase('Accounts from another school cannot be split off; they move into this school.'),
  deleteNeedsOneAccount: phrase('Select one account that is not in the file to delete.'),
  deleteAlreadyMarked: phrase('This account is already marked for deletion.'),
  deleteOtherSchool: phrase('Accounts from another school cannot be deleted here.'),
  undeleteNeedsOneMarked: phrase('Select one account marked for deletion to undelete.'),
  noMorePossibleMatches: phrase('There are no more possible matches to review.'),
  unsavedChanges: phrase('You have changes that have not been applied. Leave the SMART Tool and lose them?'),
  largeMerge: (names: readonly string[]): string =>
    icu('These rows merge more than {threshold} accounts into one: {names}. Please check them before you continue.', {
      threshold: MERGE_WARNING_THRESHOLD,
      names: names.join('; '),
    }),
} as const;

export const prepareMessages = {
  duplicateRowNumber: (row: number): string => icu('Row {row} was sent twice.', { row }),
  duplicateAccount: (id: string): string => icu('Account {id} was sent twice.', { id }),
  nameIdChanges: (from: string, to: string): string =>
    icu("The account's NameID ''{from}'' will be replaced by ''{to}''.", { from, to }),
} as const;
