import { createHash } from 'node:crypto';
import { readImportFile, type ImportFileRow, type ImportIssue } from '../../../shared/import';
import type { ApiError } from '../../../shared/api/errors';
import {
  SAML_IMPORT_MESSAGES,
  type SamlImportExample,
  type SamlImportResult,
} from '../../../shared/schemas/saml-imports';
import type { School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import { findUserIdBySamlNameId, type SamlAccount } from '../../data/saml-accounts';
import { findUserIdByUsername, normaliseUsername } from '../../data/usernames';
import { BadRequestError, ValidationError, fieldPointer } from '../../platform/errors';
import { administeredSchools, schoolTeachers, type SamlImportSchool, type SchoolTeacher } from './saml-import-school';

/**
 * Import Teachers - SAML, the plan (school-and-family §3 saml-import, §5): what a file would do to
 * the teachers of the school (or, in a multi-school import, of each school its School column
 * names). Nothing is written here; the preview shows the plan and confirm carries it out.
 *
 * Each row, by its NameID:
 * - linked already to a teacher of its school: persisted (unchanged);
 * - linked to any other account: refused (the row is named);
 * - new: the teacher its Central ID names (new SAML accounts only, on their first import), else
 *   the teacher of that school whose username or email is the row's Email, is linked; a teacher
 *   linked to another NameID is refused; an Email that is another account's username is refused;
 *   otherwise a SAML-only teacher account is added.
 * Teachers of the school linked to the provider whose NameID is not in the file are unlinked:
 * their accounts, classes and any password stay (an import never deletes an account: removed 0).
 * A single-school import leaves out rows whose School names another school (excluded).
 */

export interface AddTeacher {
  row: ImportFileRow;
  school: School;
}
export interface LinkTeacher {
  row: ImportFileRow;
  teacher: SessionUser;
}

export interface SamlImportPlan {
  context: SamlImportSchool;
  /** The schools the import works on. */
  schools: School[];
  add: AddTeacher[];
  link: LinkTeacher[];
  unlink: SchoolTeacher[];
  persisted: number;
  excluded: number;
  totalBefore: number;
  warnings: string[];
  /** Names the file and the state of the schools' teachers the plan was made from. */
  token: string;
}

const EXAMPLES = 5;

function issueText(issue: ImportIssue): string {
  if (issue.row === undefined) return issue.message;
  return issue.column
    ? `Row ${issue.row}, column '${issue.column}': ${issue.message}`
    : `Row ${issue.row}: ${issue.message}`;
}

function fileErrors(messages: readonly string[]): ValidationError {
  return new ValidationError(
    messages.map((detail): ApiError => ({
      status: '422',
      code: 'import-file',
      detail,
      source: { pointer: fieldPointer(['fileData']) },
    })),
  );
}

/** The rows of the file as a SAML teacher import reads them (NameID, First Name, Email; School when multi-school); 422 with every problem by row. */
function readRows(
  fileName: string,
  fileData: string,
  multiSchool: boolean,
): { rows: ImportFileRow[]; warnings: string[] } {
  const read = readImportFile(new TextEncoder().encode(fileData), fileName, {
    schoolRole: 'teacher',
    saml: true,
    samlMultiSchool: multiSchool,
  });
  if (!read.ok) throw fileErrors(read.errors.map(issueText));
  return { rows: read.rows, warnings: read.warnings.map(issueText) };
}

/** The school a School cell names: the provider's samlSchoolValue (the school's id) or its name, without case. */
function schoolNamed(value: string, schools: readonly School[]): School | null {
  const wanted = value.trim().toLowerCase();
  return (
    schools.find((school) => school.id.toLowerCase() === wanted) ??
    schools.find((school) => school.name.trim().toLowerCase() === wanted) ??
    null
  );
}

const sameText = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

export async function planSamlImport(
  user: SessionUser,
  context: SamlImportSchool,
  input: { fileName: string; fileData: string; multiSchool: boolean },
): Promise<SamlImportPlan> {
  const { school, idp, providerSchools } = context;
  if (input.multiSchool && providerSchools.length < 2)
    throw new BadRequestError(SAML_IMPORT_MESSAGES.multiSchoolNeedsSeveral);
  const { rows, warnings } = readRows(input.fileName, input.fileData, input.multiSchool);
  const errors: string[] = [];
  const mine = new Set(administeredSchools(user, providerSchools).map((candidate) => candidate.id));

  // Each row's school.
  let excluded = 0;
  const rowsBySchool = new Map<string, ImportFileRow[]>();
  const schoolsById = new Map(providerSchools.map((candidate) => [candidate.id, candidate]));
  for (const row of rows) {
    let target: School | null = school;
    if (row.school !== '') {
      target = schoolNamed(row.school, providerSchools);
      if (!target) {
        errors.push(SAML_IMPORT_MESSAGES.unknownSchool(row.rowNumber, row.school, idp.name));
        continue;
      }
    }
    if (!input.multiSchool && target.id !== school.id) {
      excluded += 1;
      continue;
    }
    if (!mine.has(target.id)) {
      errors.push(SAML_IMPORT_MESSAGES.notYourSchool(row.rowNumber, target.name));
      continue;
    }
    rowsBySchool.set(target.id, [...(rowsBySchool.get(target.id) ?? []), row]);
  }
  if (!input.multiSchool && !rowsBySchool.has(school.id)) rowsBySchool.set(school.id, []);
  const schools = [...rowsBySchool.keys()].flatMap((id) => schoolsById.get(id) ?? []);

  const teachersBySchool = new Map(
    await Promise.all(
      schools.map(async (candidate) => [candidate.id, await schoolTeachers(candidate.id, idp.id)] as const),
    ),
  );
  const ownersOfNameIds = new Map(
    await Promise.all(rows.map(async (row) => [row.nameId, await findUserIdBySamlNameId(idp.id, row.nameId)] as const)),
  );

  const add: AddTeacher[] = [];
  const link: LinkTeacher[] = [];
  const unlink: SchoolTeacher[] = [];
  let persisted = 0;
  let totalBefore = 0;
  const rowsOfAccount = new Map<string, number[]>();
  for (const target of schools) {
    const teachers = teachersBySchool.get(target.id) ?? [];
    const schoolRows = rowsBySchool.get(target.id) ?? [];
    const nameIdsInFile = new Set(schoolRows.map((row) => row.nameId));
    // Every teacher account of the school counts, linked to the school system or not: linking and
    // unlinking change how an account signs in, not how many there are (staff-console §2 SAML import).
    totalBefore += teachers.length;
    unlink.push(...teachers.filter((teacher) => teacher.samlAccount && !nameIdsInFile.has(teacher.samlAccount.nameId)));
    for (const row of schoolRows) {
      const owner = ownersOfNameIds.get(row.nameId) ?? null;
      if (owner) {
        if (teachers.some((teacher) => teacher.user.id === owner)) persisted += 1;
        else errors.push(SAML_IMPORT_MESSAGES.nameIdOfAnotherAccount(row.rowNumber, row.nameId));
        continue;
      }
      const byCentralId =
        row.centralId === ''
          ? null
          : teachers.find(
              (teacher) => teacher.user.id === row.centralId || sameText(teacher.user.username, row.centralId),
            );
      if (row.centralId !== '' && !byCentralId) {
        errors.push(SAML_IMPORT_MESSAGES.centralIdUnknown(row.rowNumber, row.centralId));
        continue;
      }
      const match =
        byCentralId ??
        teachers.find(
          (teacher) => sameText(teacher.user.username, row.email) || sameText(teacher.user.email, row.email),
        );
      if (match) {
        if (match.samlAccount) {
          errors.push(SAML_IMPORT_MESSAGES.linkedToOtherNameId(row.rowNumber, match.user.username));
          continue;
        }
        rowsOfAccount.set(match.user.id, [...(rowsOfAccount.get(match.user.id) ?? []), row.rowNumber]);
        link.push({ row, teacher: match.user });
        continue;
      }
      if (await findUserIdByUsername(normaliseUsername(row.email))) {
        errors.push(SAML_IMPORT_MESSAGES.emailOfAnotherAccount(row.rowNumber, row.email));
        continue;
      }
      add.push({ row, school: target });
    }
  }
  for (const rowNumbers of rowsOfAccount.values())
    if (rowNumbers.length > 1) errors.push(SAML_IMPORT_MESSAGES.sameAccountTwice(rowNumbers));
  if (errors.length > 0) throw fileErrors(errors);

  const state = {
    file: createHash('sha256').update(input.fileData).digest('hex'),
    multiSchool: input.multiSchool,
    teachers: schools.map((target) =>
      (teachersBySchool.get(target.id) ?? [])
        .map(({ user: teacher, samlAccount }) => [
          teacher.id,
          teacher.username,
          teacher.email,
          teacher.status,
          samlAccount?.nameId ?? null,
        ])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ),
    add: add.map(({ row, school: target }) => [row.rowNumber, target.id]),
    link: link.map(({ row, teacher }) => [row.rowNumber, teacher.id]),
  };
  const token = createHash('sha256').update(JSON.stringify(state)).digest('base64url');
  return { context, schools, add, link, unlink, persisted, excluded, totalBefore, warnings, token };
}

const rowExample = (row: ImportFileRow): SamlImportExample => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  nameId: row.nameId,
});
const accountExample = (user: SessionUser, account: SamlAccount | null): SamlImportExample => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? user.username,
  nameId: account?.nameId ?? '',
});

/** The plan's counts and examples (the confirmation's result of §2). */
export function samlImportResult(plan: SamlImportPlan, applied: boolean): SamlImportResult {
  const { idp } = plan.context;
  return {
    samlIdp: { id: idp.id, name: idp.name },
    schools: plan.schools.map(({ id, name }) => ({ id, name })),
    applied,
    totalAccountsBeforeImport: plan.totalBefore,
    added: plan.add.length,
    linked: plan.link.length,
    persisted: plan.persisted,
    excluded: plan.excluded,
    removed: 0,
    unlinked: plan.unlink.length,
    totalAccountsAfterImport: plan.totalBefore + plan.add.length,
    addedExamples: plan.add.slice(0, EXAMPLES).map(({ row }) => rowExample(row)),
    linkedExamples: plan.link
      .slice(0, EXAMPLES)
      .map(({ row, teacher }) => ({ ...accountExample(teacher, null), nameId: row.nameId })),
    unlinkedExamples: plan.unlink
      .slice(0, EXAMPLES)
      .map(({ user: teacher, samlAccount }) => accountExample(teacher, samlAccount)),
    warnings: plan.warnings,
    previewToken: plan.token,
  };
}
