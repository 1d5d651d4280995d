import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import { type StudentRow } from '../../../shared/schemas/students';
import type { SessionUser } from '../../../shared/schemas/user';
import type { SecretBox } from '../../adapters/secret-box/port';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import {
  classMembershipPutRequest,
  classMembershipRemoveRequest,
  classTeachers,
  getClassGroups,
  listSchoolStudents,
  listStudentMemberships,
  listTeacherClassIds,
} from '../../data/class-groups';
import { studentIdKey } from '../../../shared/import/identifiers';
import { forgetStudentPassword } from '../../data/student-passwords';
import { loadSessionUser, userProfiles } from '../../data/users';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { revokeAccess } from '../core/accounts/account-access';
import { schoolMemberProfile } from '../core/accounts/accounts';
import { recordAudit } from '../core/audit/audit';
import {
  classSchoolOf,
  loadStudentRows,
  reachableClass,
  reachableSchool,
  reachableStudents,
  type ClassSchool,
} from '../classes/class-access';
import { createManagedAccount, regenerateManagedUsername, setManagedPassword } from '../core/accounts/managed-accounts';

export interface StudentAccountDependencies {
  directory: SignInDirectory;
  clock: () => Date;
}

/** What giving a student a password needs besides: where it is sealed to be shown again. */
export interface StudentPasswordDependencies extends StudentAccountDependencies {
  passwords: SecretBox;
}

/** The school's accounts must be made and kept in the portal, not by its school system (§5 restricted accounts). */
function assertAccountsNotRestricted(school: ClassSchool): void {
  if (school.restrictAccounts) throw new ForbiddenError(CLASS_MESSAGES.restrictedAccounts);
}

async function rowOf(student: SessionUser, school: ClassSchool): Promise<StudentRow> {
  const [row] = await loadStudentRows([student], school);
  if (!row) throw new Error('A student row was not built');
  return row;
}

/** One student the caller reaches (their classes' students; any of the school's for its administrators); 404 otherwise. */
async function reachableStudent(
  user: SessionUser,
  studentId: string,
): Promise<{ student: SessionUser; school: ClassSchool }> {
  const profile = await loadSessionUser(studentId);
  if (!profile || profile.schoolRole !== 'student' || !profile.schoolId || profile.status === 'deleted')
    throw new NotFoundError(CLASS_MESSAGES.studentNotFound);
  try {
    const [[student], { school }] = await Promise.all([
      reachableStudents(user, profile.schoolId, [studentId]),
      reachableSchool(user, profile.schoolId),
    ]);
    if (!student) throw new NotFoundError(CLASS_MESSAGES.studentNotFound);
    return { student, school: await classSchoolOf(school) };
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(CLASS_MESSAGES.studentNotFound);
    throw error;
  }
}

/**
 * Refuses a Student ID another student of the school already has (409, naming that student's
 * classes), compared as the SMART Tool matches them (studentIdKey: case, spacing, separators and
 * leading zeros ignored), so the form, the inline edit and the import's preview agree. One Query
 * of the school's students (gsi1), never a Scan. `except`: the student being edited.
 */
async function assertStudentIdFree(schoolId: string, schoolKey: string | null, except?: string): Promise<void> {
  const value = schoolKey?.trim() ?? '';
  if (value === '') return;
  const key = studentIdKey(value);
  const other = (await listSchoolStudents(schoolId)).find(
    (student) =>
      student.id !== except &&
      student.status !== 'deleted' &&
      (student.schoolKey?.trim() ?? '') !== '' &&
      studentIdKey((student.schoolKey ?? '').trim()) === key,
  );
  if (!other) return;
  const places = await listStudentMemberships(schoolId, other.id);
  const classes = await getClassGroups(places.map((place) => place.classId));
  throw new ConflictError(
    CLASS_MESSAGES.studentIdTaken(value, classes.map((classGroup) => classGroup.name).sort()),
    '/data/attributes/schoolKey',
  );
}

export interface StudentInput {
  firstName: string;
  lastName: string | null;
  schoolKey: string | null;
}

/**
 * The class page's create-student form: a student of the class's school, in the class, with a
 * username from the first name (the first free of mia, mia7k…) that is also its sign-in alias,
 * and a generated passphrase, set in the user pool and kept sealed. The passphrase is answered
 * once here; later it is shown through revealPasswords.
 */
export async function createStudent(
  user: SessionUser,
  classGroupId: string,
  input: StudentInput,
  { directory, clock, passwords }: StudentPasswordDependencies,
): Promise<{ student: StudentRow; password: string }> {
  const { classGroup, school } = await reachableClass(user, classGroupId);
  const classSchool = await classSchoolOf(school);
  assertAccountsNotRestricted(classSchool);
  await assertStudentIdFree(classSchool.id, input.schoolKey);
  const now = clock();
  const { account: student, password } = await createManagedAccount(
    schoolMemberProfile(school, 'student', {
      title: null,
      firstName: input.firstName,
      lastName: input.lastName ?? '',
      schoolKey: input.schoolKey,
    }),
    (userId) => [{ Put: classMembershipPutRequest(classGroup, userId, now) }],
    { actorId: user.id, action: 'student.password.set', schoolId: classSchool.id },
    { directory, clock: () => now, passwords },
  );
  // The new student's one class is this one: the school's places are read from an index, which
  // DynamoDB may not have updated yet with the place just written (docs/internals.md 'What the
  // twin stands in for': DYNAMODB_INDEX_LAG_MS).
  const row = await rowOf(student, classSchool);
  return { student: { ...row, classGroups: [{ id: classGroup.id, name: classGroup.name }] }, password };
}

/**
 * Gives a student a new password (set in the user pool, kept sealed, audited). The caller has
 * checked that `actorId` may (or is the demo seed).
 */
export function setStudentPassword(
  actorId: string,
  student: Pick<SessionUser, 'id' | 'username' | 'schoolId'>,
  password: string,
  dependencies: Pick<StudentPasswordDependencies, 'directory' | 'passwords'>,
): Promise<void> {
  return setManagedPassword(
    student,
    password,
    { actorId, action: 'student.password.set', schoolId: student.schoolId },
    dependencies,
  );
}

export interface StudentChanges {
  firstName?: string;
  lastName?: string | null;
  schoolKey?: string | null;
  password?: string;
}

/**
 * Inline editing: names and Student ID on the profile; a password is set in the user pool first
 * (its policy is the product's), then kept sealed and audited. Only the fields sent change.
 */
export async function updateStudent(
  user: SessionUser,
  studentId: string,
  changes: StudentChanges,
  dependencies: StudentPasswordDependencies,
): Promise<StudentRow> {
  const { student, school } = await reachableStudent(user, studentId);
  if (changes.schoolKey !== undefined) await assertStudentIdFree(school.id, changes.schoolKey, student.id);
  if (changes.password !== undefined) {
    assertAccountsNotRestricted(school);
    await setStudentPassword(user.id, student, changes.password, dependencies);
  }
  const profileChanges = {
    ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { lastName: changes.lastName ?? '' } : {}),
    ...(changes.schoolKey !== undefined ? { schoolKey: changes.schoolKey } : {}),
    ...(changes.password !== undefined && !student.hasPassword ? { hasPassword: true } : {}),
  };
  const updated =
    Object.keys(profileChanges).length > 0 ? await userProfiles.update({ id: student.id }, profileChanges) : student;
  return rowOf(updated, school);
}

/** Regenerate Username (functions/domain/core/accounts/managed-accounts.ts): a new username from the student's current first name, audited. */
export async function regenerateUsername(
  user: SessionUser,
  studentId: string,
  dependencies: StudentAccountDependencies,
): Promise<StudentRow> {
  const { student, school } = await reachableStudent(user, studentId);
  assertAccountsNotRestricted(school);
  const next = await regenerateManagedUsername(
    student,
    { unchanged: CLASS_MESSAGES.usernameUnchanged, bestAvailable: CLASS_MESSAGES.usernameBestAvailable },
    dependencies,
  );
  await recordAudit({
    actorId: user.id,
    action: 'student.username.regenerate',
    subjectIds: [student.id],
    schoolId: school.id,
    detail: { from: student.username, to: next },
  });
  return rowOf({ ...student, username: next }, school);
}

/**
 * Deletes a school account (a student, or a teacher of an import) as every account is deleted
 * (revokeAccess: status with its class places in one transaction, then signed out). `reversible`
 * (an import's deletions and merges, which can be undone for 30 days): the sign-in identity is
 * disabled, not deleted, and a student's kept password stays, so the account can be restored as
 * it was; otherwise the identity is deleted and the password forgotten. Idempotent.
 */
export async function removeSchoolAccount(
  account: Pick<SessionUser, 'id' | 'schoolId' | 'schoolRole'>,
  { directory }: Pick<StudentAccountDependencies, 'directory'>,
  { reversible }: { reversible: boolean },
): Promise<void> {
  const places =
    account.schoolRole === 'student'
      ? account.schoolId
        ? (await listStudentMemberships(account.schoolId, account.id)).map((place) => ({
            Delete: classMembershipRemoveRequest(place.classId, account.id),
          }))
        : []
      : (await listTeacherClassIds(account.id)).map((classId) => ({
          Delete: classTeachers.removeRequest({ classId, userId: account.id }),
        }));
  await revokeAccess(account.id, 'deleted', { directory }, places, { keepSignInIdentity: reversible });
  if (!reversible) await forgetStudentPassword(account.id);
}
