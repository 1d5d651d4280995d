/**
 * Limits and business constants of the student and teacher import (SMART Tool).
 *
 * The file limits protect the browser tab and the prepare Lambda: 10 MB holds a CSV of well over
 * 100,000 students, and 50,000 data rows is larger than any single school or district roster we
 * serve, while keeping read + prepare within a few seconds. Spreadsheets are compressed, so the
 * row limit is also enforced while SheetJS reads the sheet (a small .xlsx can expand enormously).
 */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_FILE_MEGABYTES = 10;
export const MAX_IMPORT_ROWS = 50_000;

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
