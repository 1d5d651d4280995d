/**
 * Shapes of the import engine.
 *
 * Two layers:
 * - Wire schemas (zod) for what travels between browser and API (spec §7): the prepare request
 *   (file rows), the prepare response (existing users, import records, possible match groups) and
 *   the apply request. Optional text on the wire may be a string, null or absent, because the API
 *   middleware turns empty strings into null.
 * - Clean internal types (plain strings, '' for "not given") that the engine works on. The
 *   `toImportFileRow`, `toExistingUser` and `toImportRecord` functions convert wire values.
 */
import * as z from 'zod/mini';
import { PERSON_NAME_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../constants';
import { MAX_IMPORT_ROWS, MAX_IMPORT_TEXT_LENGTH } from './constants';
import { schoolRoleSchema } from './school-role';
import type { SchoolRole } from './school-role';

const text = z.string().check(z.maxLength(MAX_IMPORT_TEXT_LENGTH));
const filledText = z.string().check(z.minLength(1), z.maxLength(MAX_IMPORT_TEXT_LENGTH));
/** Optional text: string, null or absent; the engine reads all three as ''. */
const optionalText = z.nullish(text);
/**
 * A person's name and a Student ID are held to the forms' limits (Create Student, Add Teacher:
 * PERSON_NAME_MAX_LENGTH, STUDENT_ID_MAX_LENGTH), as the file reader holds them, so the API takes
 * no longer one than the wizard would send.
 */
const tooLong = (label: string, maximum: number) => `The ${label} is longer than ${maximum} characters.`;
const personName = z
  .string()
  .check(z.minLength(1), z.maxLength(PERSON_NAME_MAX_LENGTH, tooLong('first name', PERSON_NAME_MAX_LENGTH)));
const lastName = z.string().check(z.maxLength(PERSON_NAME_MAX_LENGTH, tooLong('last name', PERSON_NAME_MAX_LENGTH)));
const studentId = z.string().check(z.maxLength(STUDENT_ID_MAX_LENGTH, tooLong('Student ID', STUDENT_ID_MAX_LENGTH)));
const classNames = z.array(filledText).check(z.maxLength(200));
const id = z.string().check(z.minLength(1), z.maxLength(200));

// ----------------------------------------------------------------------------------------------
// Issues (errors and warnings shown to the administrator)

export const importIssueCodeSchema = z.enum([
  'file-selection',
  'file-empty',
  'file-too-large',
  'file-too-many-rows',
  'file-format',
  'file-unreadable',
  'file-no-headings',
  'file-no-data-rows',
  'missing-column',
  'unrecognised-columns',
  'duplicate-column',
  'extra-sheets',
  'row-invalid',
  'more-row-issues',
  'duplicate-student-id',
  'student-id-taken',
  'duplicate-name-id',
  'duplicate-email',
  'unknown-school',
  'other-school-rows-skipped',
]);
export type ImportIssueCode = z.infer<typeof importIssueCodeSchema>;

export const importIssueSchema = z.object({
  code: importIssueCodeSchema,
  message: z.string(),
  /** The spreadsheet row number (the heading row is row 1). */
  row: z.optional(z.int().check(z.positive())),
  /** The column heading as written in the file. */
  column: z.optional(z.string()),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

// ----------------------------------------------------------------------------------------------
// File rows (the "import record" of spec §3 as read from the file)

export const importFileRowSchema = z.object({
  /** Spreadsheet row number, unique within a file; names the row in messages and keys the table. */
  rowNumber: z.int().check(z.gte(2)),
  firstName: personName,
  lastName: z.nullish(lastName),
  /** Student ID. */
  schoolKey: z.nullish(studentId),
  password: optionalText,
  nameId: optionalText,
  /** School value of multi-school SAML imports (school id, SAML school value or name). */
  school: optionalText,
  email: optionalText,
  title: optionalText,
  centralId: optionalText,
  classGroups: z.optional(classNames),
});
export type ImportFileRowInput = z.infer<typeof importFileRowSchema>;

/** One data row of an import file, cleaned: trimmed text, '' where the file gave nothing. */
export interface ImportFileRow {
  rowNumber: number;
  firstName: string;
  lastName: string;
  schoolKey: string;
  password: string;
  nameId: string;
  school: string;
  email: string;
  title: string;
  centralId: string;
  classGroups: string[];
}

export function toImportFileRow(input: ImportFileRowInput): ImportFileRow {
  const { key: _key, schoolId: _schoolId, certainMatch: _certainMatch, ...row } = newImportRecord(input, '', '');
  return row;
}

/** A clean record from a wire row, in one object (prepare makes one per row of large files). */
export function newImportRecord(row: ImportFileRowInput, key: string, schoolId: string): ImportRecord {
  return {
    rowNumber: row.rowNumber,
    firstName: row.firstName.trim(),
    lastName: (row.lastName ?? '').trim(),
    schoolKey: (row.schoolKey ?? '').trim(),
    password: row.password ?? '',
    nameId: (row.nameId ?? '').trim(),
    school: (row.school ?? '').trim(),
    email: (row.email ?? '').trim(),
    title: (row.title ?? '').trim(),
    centralId: (row.centralId ?? '').trim(),
    classGroups: row.classGroups ?? [],
    key,
    schoolId,
    certainMatch: null,
  };
}

// ----------------------------------------------------------------------------------------------
// Existing accounts

/**
 * An existing account as the API hands it to `prepareImport`:
 * - `id`: the account id; `firstName`, `lastName`; `schoolKey` (Student ID) and, for teachers, `email`.
 * - `schoolId`: the account's school; `school`: that school's name (shown in the match table).
 * - `nameId` and/or `samlAccounts[].nameId`: single sign-on identities (any of them may match).
 * - `classGroups`: names of the account's classes in its school.
 * - `otherSchool`: true for accounts of another school that the API found by a NameID of the file;
 *   they are matched by NameID only, are locked against deletion and cannot be split off.
 * Passwords are deliberately absent: the engine never needs them and they must not travel.
 */
export const existingUserSchema = z.object({
  id,
  firstName: text,
  lastName: optionalText,
  schoolKey: optionalText,
  email: optionalText,
  title: optionalText,
  schoolId: id,
  school: optionalText,
  nameId: optionalText,
  samlAccounts: z.optional(z.array(z.object({ nameId: text })).check(z.maxLength(20))),
  classGroups: z.optional(classNames),
  otherSchool: z.optional(z.boolean()),
});
export type ExistingUserInput = z.infer<typeof existingUserSchema>;

export interface ExistingUser {
  id: string;
  firstName: string;
  lastName: string;
  schoolKey: string;
  email: string;
  title: string;
  schoolId: string;
  school: string;
  /** Every single sign-on identity of the account (nameId and samlAccounts together). */
  nameIds: string[];
  classGroups: string[];
  otherSchool: boolean;
}

const noNameIds: string[] = [];

/** Every NameID of an account (nameId and samlAccounts together), trimmed, without repeats. */
export function nameIdsOf(user: ExistingUserInput): string[] {
  const nameId = (user.nameId ?? '').trim();
  if (!user.samlAccounts || user.samlAccounts.length === 0) return nameId === '' ? noNameIds : [nameId];
  return [nameId, ...user.samlAccounts.map((account) => account.nameId.trim())].filter(
    (value, index, all) => value !== '' && all.indexOf(value) === index,
  );
}

export function toExistingUser(user: ExistingUserInput): ExistingUser {
  const nameIds = nameIdsOf(user);
  return {
    id: user.id,
    firstName: user.firstName.trim(),
    lastName: (user.lastName ?? '').trim(),
    schoolKey: (user.schoolKey ?? '').trim(),
    email: (user.email ?? '').trim(),
    title: (user.title ?? '').trim(),
    schoolId: user.schoolId,
    school: (user.school ?? '').trim(),
    nameIds,
    classGroups: user.classGroups ?? [],
    otherSchool: user.otherSchool ?? false,
  };
}

/** The wire shape with clean text, in one step (prepare returns every account it considered). */
export function cleanExistingUser(user: ExistingUserInput): ExistingUserInput {
  return fromExistingUser(toExistingUser(user));
}

export function fromExistingUser(user: ExistingUser): ExistingUserInput {
  const [nameId, ...others] = user.nameIds;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    schoolKey: user.schoolKey,
    email: user.email,
    title: user.title,
    schoolId: user.schoolId,
    school: user.school,
    nameId: nameId ?? null,
    ...(others.length > 0 ? { samlAccounts: others.map((value) => ({ nameId: value })) } : {}),
    classGroups: user.classGroups,
    otherSchool: user.otherSchool,
  };
}

// ----------------------------------------------------------------------------------------------
// Schools of an import (multi-school SAML imports name several)

export const importSchoolSchema = z.object({
  id,
  name: text,
  /** The value the school's identity provider and multi-school files use for this school. */
  samlSchoolValue: optionalText,
});
export type ImportSchool = z.infer<typeof importSchoolSchema>;

// ----------------------------------------------------------------------------------------------
// Prepare

/** Which documented rule made a certain match (see match-rules.ts). */
export const certainMatchRuleSchema = z.enum(['nameId', 'studentId', 'studentIdDigits', 'email', 'exactName']);
export type CertainMatchRule = z.infer<typeof certainMatchRuleSchema>;

export const importRecordSchema = z.extend(importFileRowSchema, {
  /** Stable key of the record's row in the match table. */
  key: z.string().check(z.minLength(1)),
  /** The school the row is imported into. */
  schoolId: id,
  /** The existing account matched with certainty and the rule that matched it; null when none. */
  certainMatch: z.nullable(z.object({ userId: id, rule: certainMatchRuleSchema })),
});
export type ImportRecordInput = z.infer<typeof importRecordSchema>;

export interface ImportRecord extends ImportFileRow {
  key: string;
  schoolId: string;
  certainMatch: { userId: string; rule: CertainMatchRule } | null;
}

export function toImportRecord(record: ImportRecordInput): ImportRecord {
  return { ...toImportFileRow(record), key: record.key, schoolId: record.schoolId, certainMatch: record.certainMatch };
}

export const possibleMatchGroupSchema = z.object({
  /** The record (file row) the accounts may belong to. */
  recordKey: z.string().check(z.minLength(1)),
  /** Accounts that are probably this person: one, or several duplicate accounts of the same person. */
  userIds: z.array(id).check(z.minLength(1)),
  /**
   * 'match': the record has no certain match and these accounts are candidates for it.
   * 'merge': the record already has a certain match and these accounts look like duplicates of it.
   */
  kind: z.enum(['match', 'merge']),
  /** Strength of the evidence, for ordering and display; see match-rules.ts. */
  score: z.number(),
  /** The evidence in words, e.g. 'Student ID digits match', 'first name is a nickname'. */
  reasons: z.array(z.string()),
});
export type PossibleMatchGroup = z.infer<typeof possibleMatchGroupSchema>;

export const importPrepareRequestSchema = z.object({
  data: z.array(importFileRowSchema).check(z.maxLength(MAX_IMPORT_ROWS)),
  unusedColumns: z.optional(z.array(z.string()).check(z.maxLength(1000))),
  hasClassColumn: z.optional(z.boolean()),
});
export type ImportPrepareRequest = z.infer<typeof importPrepareRequestSchema>;

export const importPrepareResponseSchema = z.object({
  schoolId: id,
  schoolRole: schoolRoleSchema,
  hasClassColumn: z.boolean(),
  unusedColumns: z.array(z.string()),
  warnings: z.array(importIssueSchema),
  /** Problems that stop the import (e.g. unknown schools in a multi-school file). */
  errors: z.array(importIssueSchema),
  /** Every existing account considered: the school's accounts and other schools' accounts found by NameID. */
  users: z.array(existingUserSchema),
  /** The file rows that are processed, with their certain matches. */
  import: z.array(importRecordSchema),
  possibleMatchGroups: z.array(possibleMatchGroupSchema),
  schools: z.array(importSchoolSchema),
});
export type ImportPrepareResponse = z.infer<typeof importPrepareResponseSchema>;

// ----------------------------------------------------------------------------------------------
// Apply (spec §7)

const nullableText = z.nullable(filledText);

export const importApplyUserSchema = z.object({
  /** The file row it comes from (names the row in refusals); absent in plans not made from a file. */
  rowNumber: z.optional(z.int().check(z.gte(2))),
  firstName: personName,
  /** null leaves a matched account's value unchanged (and is blank on a new account). */
  lastName: z.nullable(lastName.check(z.minLength(1))),
  schoolKey: z.nullable(studentId.check(z.minLength(1))),
  /** null leaves a matched account's password unchanged, or generates a random one for a new account. */
  password: nullableText,
  nameId: nullableText,
  school: nullableText,
  email: nullableText,
  title: nullableText,
  centralId: nullableText,
  classGroups: classNames,
  /**
   * Existing accounts this file row maps to. Empty: a new account is created. The first id keeps
   * its account (and its history); every further id is merged into it.
   */
  matches: z.array(id).check(z.maxLength(1000)),
});
export type ImportApplyUser = z.infer<typeof importApplyUserSchema>;

export const importApplyRequestSchema = z.object({
  users: z.array(importApplyUserSchema).check(z.maxLength(MAX_IMPORT_ROWS)),
  /** Ids of existing accounts to delete (never an account of another school). */
  deleted: z.array(id).check(z.maxLength(MAX_IMPORT_ROWS * 2)),
  /** Remove existing classes that are not in the file (otherwise they are retained). */
  removeOtherClassGroups: z.boolean(),
  /** Remove members who are not in the file from the classes in the file (otherwise they stay). */
  removeOtherUsersInClassGroups: z.boolean(),
});
export type ImportApplyRequest = z.infer<typeof importApplyRequestSchema>;

/** The two Retain/Remove choices of the class review page (default: retain both). */
export interface ClassReviewChoices {
  removeOtherClassGroups: boolean;
  removeOtherUsersInClassGroups: boolean;
}

export const defaultClassReviewChoices: ClassReviewChoices = {
  removeOtherClassGroups: false,
  removeOtherUsersInClassGroups: false,
};

export type { SchoolRole };
