/**
 * Every sentence the import engine shows to an administrator. Spec wording is kept exactly where
 * the spec gives it (file selection, First Name); the rest follows the same plain style.
 */
import { MAX_IMPORT_FILE_MEGABYTES, MAX_IMPORT_ROWS, MERGE_WARNING_THRESHOLD, TEACHER_TITLES } from './constants';
import type { SchoolRole } from './school-role';

const formatCount = (count: number): string => count.toLocaleString('en-AU');
const quoteList = (items: readonly string[]): string => items.map((item) => `'${item}'`).join(', ');
const peopleOf = (role: SchoolRole): string => (role === 'teacher' ? 'teacher' : 'student');

export const fileSelectionMessages = {
  onlyOneFile: 'Please select only one file.',
  unsupportedFile: 'The selected file is an unsupported format.',
  oneUnsupportedFile: 'One of the selected files is an unsupported format.',
  severalUnsupportedFiles: 'Several of the selected files are an unsupported format.',
  noFile: 'Please select a file.',
} as const;

export const fileMessages = {
  emptyFile: 'The selected file is empty.',
  tooLarge: (bytes: number): string =>
    `The selected file is ${(bytes / 1024 / 1024).toFixed(1)} MB; files up to ${MAX_IMPORT_FILE_MEGABYTES} MB can be imported.`,
  tooManyRows: (rows: number): string =>
    `The selected file has more than ${formatCount(Math.max(rows, MAX_IMPORT_ROWS))} rows; up to ${formatCount(MAX_IMPORT_ROWS)} rows can be imported at once.`,
  notXlsx:
    'The selected file is not a valid .xlsx workbook. Save it again from your spreadsheet program as .xlsx or .csv.',
  notXls:
    'The selected file is not a valid .xls workbook. Save it again from your spreadsheet program as .xlsx or .csv.',
  notCsv: 'The selected file is not a text (.csv) file. Save it again from your spreadsheet program as .csv or .xlsx.',
  passwordProtected: 'The selected file is protected with a password. Remove the password and select it again.',
  unreadable: (detail: string): string =>
    `The selected file could not be read (${detail}). Save it again as .csv or .xlsx.`,
  noHeadings: 'The first row of the file must hold the column headings, but it is blank.',
  noDataRows: (role: SchoolRole): string => `The file has column headings but no ${peopleOf(role)} rows.`,
  missingColumn: (label: string, accepted: readonly string[]): string =>
    `The file has no ${label} column. Accepted headings: ${accepted.join(', ')}.`,
  extraSheets: (used: string, ignored: readonly string[]): string =>
    `Only the first sheet '${used}' was read; these sheets were ignored: ${quoteList(ignored)}.`,
  unrecognisedColumns: (headings: readonly string[]): string =>
    `These columns were not recognised and will not be imported: ${quoteList(headings)}.`,
  duplicateColumn: (ignored: string, used: string, label: string): string =>
    `Column '${ignored}' was not read because column '${used}' already gives the ${label}.`,
  moreRowIssues: (count: number): string => `…and ${formatCount(count)} more problems in other rows.`,
} as const;

/** Per-row problems: each names the row (as numbered in the spreadsheet) and the column heading. */
export const rowMessages = {
  where: (row: number, column: string): string => `Row ${row}, column '${column}'`,
  firstNameBlank: 'First Name cannot be blank.',
  required: (label: string): string => `${label} cannot be blank for a teacher.`,
  nameIdRequired: 'NameID cannot be blank in a single sign-on (SAML) import.',
  schoolRequired: 'School cannot be blank in a multi-school import.',
  invalidEmail: (value: string): string => `'${value}' is not an email address.`,
  // The last title ends in its own full stop ('Dr.'): the sentence adds none.
  invalidTitle: (value: string): string =>
    `'${value}' is not a title: write ${TEACHER_TITLES.slice(0, -1).join(', ')} or ${TEACHER_TITLES.at(-1)}`,
  invalidClassList: 'the class list is not valid: write one class name, or a JSON list such as ["7A", "Maths 7"].',
  tooLong: (maximum: number): string => `the value is longer than ${maximum} characters.`,
  duplicateStudentId: (value: string, rows: readonly number[]): string =>
    `Student ID '${value}' appears on rows ${rows.join(', ')}; each student should have their own Student ID.`,
  /** A new student's Student ID that another row of the file gives a different student (as the API's refusal). */
  studentIdOnOtherRow: (value: string, otherRow: number): string =>
    `Student ID '${value}' already belongs to another student of this file, on row ${otherRow}.`,
  /** The same, in a plan not made from a file (no row numbers): names the other row's student. */
  studentIdOfOtherImported: (value: string, name: string): string =>
    `Student ID '${value}' already belongs to another student of this import, ${name}.`,
  duplicateNameId: (value: string, rows: readonly number[]): string =>
    `NameID '${value}' appears on rows ${rows.join(', ')}; a NameID identifies one person and cannot repeat.`,
  duplicateEmail: (value: string, rows: readonly number[]): string =>
    `Email '${value}' appears on rows ${rows.join(', ')}; each teacher needs their own email address.`,
  unknownSchool: (value: string): string => `School '${value}' is not one of the schools of this import.`,
  otherSchoolRowsSkipped: (count: number): string =>
    `${formatCount(count)} rows belong to other schools and were skipped; only this school is processed.`,
} as const;

/** Why a match-page button cannot act on the current selection. */
export const tableMessages = {
  matchNeedsTwoRows: 'Select at least 2 rows to match.',
  matchNeedsOneFileRow: 'Exactly one of the selected rows must come from the file.',
  splitNeedsOneMatchedRow: 'Select one matched row to split.',
  splitOtherSchool: 'Accounts from another school cannot be split off; they move into this school.',
  deleteNeedsOneAccount: 'Select one account that is not in the file to delete.',
  deleteAlreadyMarked: 'This account is already marked for deletion.',
  deleteOtherSchool: 'Accounts from another school cannot be deleted here.',
  undeleteNeedsOneMarked: 'Select one account marked for deletion to undelete.',
  noMorePossibleMatches: 'There are no more possible matches to review.',
  unsavedChanges: 'You have changes that have not been applied. Leave the SMART Tool and lose them?',
  largeMerge: (names: readonly string[]): string =>
    `These rows merge more than ${MERGE_WARNING_THRESHOLD} accounts into one: ${names.join('; ')}. Please check them before you continue.`,
} as const;

export const prepareMessages = {
  duplicateRowNumber: (row: number): string => `Row ${row} was sent twice.`,
  duplicateAccount: (id: string): string => `Account ${id} was sent twice.`,
  nameIdChanges: (from: string, to: string): string => `The account's NameID '${from}' will be replaced by '${to}'.`,
} as const;
