/**
 * The Save & Apply payload (spec §7) built from the match table, and the reference meaning of
 * applying it, `projectUsersAfterApply`, which the API's apply must reproduce and which the class
 * review and the tests use to show the accounts after the import.
 *
 * What applying does:
 * - Every file row is sent in `users`. With `matches` empty a new account is created (with a random
 *   password when the file gives none). Otherwise the first matched account is kept and updated
 *   from the file, and every further matched account is merged into it. A text field that is null
 *   (blank in the file) leaves the kept account's value unchanged. Accounts of another school are
 *   moved into the importing school (their classes there stay behind).
 * - `deleted` accounts are deleted; other accounts not in the file are retained.
 * - Classes in the file: the file's members are added. Members not in the file are removed when
 *   `removeOtherUsersInClassGroups` (status 'replace'), else kept ('update').
 * - Classes not in the file are removed when `removeOtherClassGroups` ('remove'), else kept ('retain').
 * - Without a class column both choices are forced to retain: a file that says nothing about
 *   classes must not empty them.
 */
import { classKey, uniqueClassNames } from './cell-values';
import { studentIdKey } from './identifiers';
import { studentIdConflicts, studentIdIssues } from './student-ids';
import type { ImportRow, ImportTableState } from './table-state';
import { defaultClassReviewChoices } from './types';
import type {
  ClassReviewChoices,
  ExistingUser,
  ImportApplyRequest,
  ImportApplyUser,
  ImportIssue,
  ImportSchool,
} from './types';

const orNull = (value: string): string | null => (value === '' ? null : value);

export function effectiveClassChoices(state: ImportTableState, choices: ClassReviewChoices): ClassReviewChoices {
  return state.context.hasClassColumn ? choices : defaultClassReviewChoices;
}

export function buildApplyRequest(
  state: ImportTableState,
  choices: ClassReviewChoices = defaultClassReviewChoices,
): ImportApplyRequest {
  const effective = effectiveClassChoices(state, choices);
  const users: ImportApplyUser[] = [];
  const deleted: string[] = [];
  for (const row of state.rows) {
    if (row.record) users.push(applyUserOf(row, state.context.hasClassColumn));
    else if (row.markedForDeletion)
      deleted.push(...row.users.filter((user) => !user.otherSchool).map((user) => user.id));
  }
  return {
    users,
    deleted,
    removeOtherClassGroups: effective.removeOtherClassGroups,
    removeOtherUsersInClassGroups: effective.removeOtherUsersInClassGroups,
  };
}

function applyUserOf(row: ImportRow, hasClassColumn: boolean): ImportApplyUser {
  const record = row.record;
  if (!record) throw new Error('Only file rows are applied as users.');
  return {
    rowNumber: record.rowNumber,
    firstName: record.firstName,
    lastName: orNull(record.lastName),
    schoolKey: orNull(record.schoolKey),
    password: orNull(record.password),
    nameId: orNull(record.nameId),
    school: orNull(record.school),
    email: orNull(record.email),
    title: orNull(record.title),
    centralId: orNull(record.centralId),
    classGroups: hasClassColumn ? uniqueClassNames(record.classGroups) : [],
    matches: row.users.map((user) => user.id),
  };
}

/**
 * The decided plan's rows that create a new student with a Student ID another student of the school,
 * or another row, has, as an issue naming the row. A Student ID should be unique, as a warning only
 * (school-and-family §5): the match page keeps it on the row and Ready To Apply lists who shares an
 * ID, but the import goes ahead with every Student ID as the file gives it. A Data Link sync leaves
 * these rows out.
 */
export function applyStudentIdIssues(state: ImportTableState, request: ImportApplyRequest): ImportIssue[] {
  if (state.context.schoolRole !== 'student') return [];
  const accounts = new Map<string, ExistingUser>();
  for (const row of state.rows) for (const user of row.users) accounts.set(user.id, user);
  const rows = request.users.map((user) => ({
    rowNumber: user.rowNumber,
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    schoolKey: user.schoolKey ?? '',
    matches: user.matches,
  }));
  return studentIdIssues(rows, studentIdConflicts(rows, [...accounts.values()], request.deleted));
}

/** The same, by the match table's row key ('row-12'), for the warning the match page keeps on each row. */
export function studentIdWarningsByRow(state: ImportTableState): Map<string, string> {
  const keyOfRow = new Map<number, string>();
  for (const row of state.rows) if (row.record) keyOfRow.set(row.record.rowNumber, row.key);
  const warnings = new Map<string, string>();
  for (const issue of applyStudentIdIssues(state, buildApplyRequest(state))) {
    const key = issue.row === undefined ? undefined : keyOfRow.get(issue.row);
    if (key !== undefined) warnings.set(key, issue.message);
  }
  return warnings;
}

export interface SharedStudentId {
  /** The Student ID as the first of its students has it. */
  schoolKey: string;
  /** The students who have it after the import, as 'First Last', sorted. */
  names: string[];
}

/**
 * Ready To Apply's summary of the students of the importing school who share a Student ID once the
 * plan is applied (school-and-family §5: warning only), compared as the matching rules compare IDs.
 */
export function sharedStudentIds(state: ImportTableState, request: ImportApplyRequest): SharedStudentId[] {
  if (state.context.schoolRole !== 'student') return [];
  const accounts = new Map<string, ExistingUser>();
  for (const row of state.rows) for (const user of row.users) accounts.set(user.id, user);
  const after = projectUsersAfterApply([...accounts.values()], request, { schoolId: state.context.schoolId });
  const groups = new Map<string, SharedStudentId>();
  for (const user of after) {
    const value = user.schoolKey.trim();
    if (value === '' || user.otherSchool || user.schoolId !== state.context.schoolId) continue;
    const key = studentIdKey(value);
    const name = `${user.firstName} ${user.lastName}`.trim();
    const group = groups.get(key);
    if (group) group.names.push(name);
    else groups.set(key, { schoolKey: value, names: [name] });
  }
  return [...groups.values()]
    .filter((group) => group.names.length > 1)
    .map((group) => ({ ...group, names: group.names.sort((left, right) => left.localeCompare(right)) }));
}

export interface ProjectionOptions {
  /** The importing school. */
  schoolId: string;
  /** Resolves a user's School value in multi-school imports; by default every user joins `schoolId`. */
  schoolIdOf?: (user: ImportApplyUser, index: number) => string;
  schools?: readonly ImportSchool[];
  /** Id for the n-th new account; by default 'new-{n}'. */
  newUserId?: (index: number) => string;
}

/** The accounts as they are after applying `request` to `existingUsers` (see the module comment). */
export function projectUsersAfterApply(
  existingUsers: readonly ExistingUser[],
  request: ImportApplyRequest,
  options: ProjectionOptions,
): ExistingUser[] {
  const schoolIdOf = options.schoolIdOf ?? (() => options.schoolId);
  const newUserId = options.newUserId ?? ((index: number) => `new-${index}`);
  const schoolName = (schoolId: string, fallback: string): string =>
    options.schools?.find((school) => school.id === schoolId)?.name ?? fallback;
  const usersById = new Map(existingUsers.map((user) => [user.id, user]));
  const targetSchools = request.users.map((user, index) => schoolIdOf(user, index));

  const importedClasses = new Set<string>();
  request.users.forEach((user, index) => {
    for (const name of user.classGroups) importedClasses.add(`${targetSchools[index]}\u0001${classKey(name)}`);
  });
  const keepsClass = (schoolId: string, name: string): boolean =>
    importedClasses.has(`${schoolId}\u0001${classKey(name)}`)
      ? !request.removeOtherUsersInClassGroups
      : !request.removeOtherClassGroups;

  const deleted = new Set(request.deleted);
  const consumed = new Set<string>();
  const updated = new Map<string, ExistingUser>();
  const created: ExistingUser[] = [];
  request.users.forEach((user, index) => {
    const schoolId = targetSchools[index] ?? options.schoolId;
    const accounts = user.matches.flatMap((id) => usersById.get(id) ?? []);
    const [kept] = accounts;
    for (const account of accounts) consumed.add(account.id);
    const keptClasses = accounts
      .filter((account) => !account.otherSchool && account.schoolId === schoolId)
      .flatMap((account) => account.classGroups.filter((name) => keepsClass(schoolId, name)));
    const nameIds = user.nameId !== null ? [user.nameId] : [...new Set(accounts.flatMap((account) => account.nameIds))];
    const projected: ExistingUser = {
      id: kept?.id ?? newUserId(created.length),
      firstName: user.firstName,
      lastName: user.lastName ?? kept?.lastName ?? '',
      schoolKey: user.schoolKey ?? kept?.schoolKey ?? '',
      email: user.email ?? kept?.email ?? '',
      title: user.title ?? kept?.title ?? '',
      schoolId,
      school: schoolName(schoolId, kept && !kept.otherSchool ? kept.school : ''),
      nameIds,
      classGroups: uniqueClassNames([...user.classGroups, ...keptClasses]),
      otherSchool: false,
    };
    if (kept) updated.set(kept.id, projected);
    else created.push(projected);
  });

  const result: ExistingUser[] = [];
  for (const user of existingUsers) {
    if (deleted.has(user.id) && !user.otherSchool) continue;
    const replacement = updated.get(user.id);
    if (replacement) result.push(replacement);
    else if (consumed.has(user.id)) continue;
    else if (user.otherSchool) result.push(user);
    else result.push({ ...user, classGroups: user.classGroups.filter((name) => keepsClass(user.schoolId, name)) });
  }
  return [...result, ...created];
}
