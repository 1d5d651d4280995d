/**
 * Limits and business constants of the student and teacher import (SMART Tool).
 *
 * The file limits protect the browser tab and the prepare Lambda. The rows travel as JSON to
 * prepare, whose answer (the plan, about 2.6 times the request) must fit Lambda's 6 MB response:
 * 15,000 rows of a typical roster fit with room (a school of 11,000 students is the largest we
 * plan for), and prepare refuses with a message an answer that would not (rows of 100-character
 * names, or many classes each). 10 MB holds any such file. Spreadsheets are compressed, so the
 * row limit is also enforced while SheetJS reads the sheet (a small .xlsx can expand enormously).
 */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_FILE_MEGABYTES = 10;
export const MAX_IMPORT_ROWS = 15_000;

/** Longest text accepted in one cell of an import file, and in the wire schemas. */
export const MAX_IMPORT_TEXT_LENGTH = 500;

/** Only this many row problems are listed; the rest are summarised in one line. */
export const MAX_REPORTED_ROW_ISSUES = 100;

/** Spec §9: a warning when more than this many accounts are merged into one row. */
export const MERGE_WARNING_THRESHOLD = 5;

/** Spec §9: the match table truncates school name and NameID to this many characters plus an ellipsis. */
export const MATCH_TABLE_TRUNCATE_LENGTH = 10;

/** Spec §2: the file types the wizard accepts. */
export const SUPPORTED_IMPORT_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;
export type SupportedImportExtension = (typeof SUPPORTED_IMPORT_EXTENSIONS)[number];

/** Spec §3: the shared list of teacher titles. */
export const TEACHER_TITLES = ['Mr.', 'Ms.', 'Mrs.', 'Miss', 'Dr.'] as const;
