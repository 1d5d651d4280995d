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
import {
  refusedByCondition,
  releaseStudentIdClaim,
  studentIdClaimHolder,
  studentIdClaimPut,
} from '../../data/student-id-claims';
import { writeTogether } from '../../data/transactions';
import { loadProfiles, loadSessionUser, userProfiles } from '../../data/users';
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

/** Whether a student still holds this Student ID in the school (a claim's holder may have let it go). */
function holdsStudentId(student: SessionUser | undefined, schoolId: string, key: string): student is SessionUser {
  return (
    student !== undefined &&
    student.schoolRole === 'student' &&
    student.schoolId === schoolId &&
    student.status !== 'deleted' &&
    (student.schoolKey?.trim() ?? '') !== '' &&
    studentIdKey((student.schoolKey ?? '').trim()) === key
  );
}

/** The refusal of a Student ID another student of the school holds (409, naming that student's classes). */
async function studentIdTaken(schoolId: string, value: string, other: SessionUser): Promise<ConflictError> {
  const places = await listStudentMemberships(schoolId, other.id);
  const classes = await getClassGroups(places.map((place) => place.classId));
  return new ConflictError(
    CLASS_MESSAGES.studentIdTaken(value, classes.map((classGroup) => classGroup.name).sort()),
    '/data/attributes/schoolKey',
  );
}

/** A Student ID's claim to write with the student: its key and the claim's holder now (null: none). */
interface StudentIdClaim {
  schoolId: string;
  idKey: string;
  holder: string | null;
}

/**
 * Refuses a Student ID another student of the school already has (409, naming that student's
 * classes), compared as the SMART Tool matches them (studentIdKey: case, spacing, separators and
 * leading zeros ignored), so the form, the inline edit and the import's preview agree. The
 * school's students are one Query (gsi1), never a Scan, and find IDs given before claims were
 * kept and by imports; the ID's claim (data/student-id-claims.ts), read by key, finds one given a
 * moment ago, which the index may not show yet. Answers the claim to write with the student, or
 * null for no ID. `except`: the student being edited.
 */
async function assertStudentIdFree(
  schoolId: string,
  schoolKey: string | null,
  except?: string,
): Promise<StudentIdClaim | null> {
  const value = schoolKey?.trim() ?? '';
  if (value === '') return null;
  const idKey = studentIdKey(value);
  const [students, holder] = await Promise.all([listSchoolStudents(schoolId), studentIdClaimHolder(schoolId, idKey)]);
  const listed = students.find((student) => student.id !== except && holdsStudentId(student, schoolId, idKey));
  if (listed) throw await studentIdTaken(schoolId, value, listed);
  if (holder !== null && holder !== except) {
    const [claimant] = await loadProfiles([holder]);
    if (holdsStudentId(claimant, schoolId, idKey)) throw await studentIdTaken(schoolId, value, claimant);
  }
  return { schoolId, idKey, holder };
}

/** A write refused by the ID's claim: another student took it meanwhile (409), else the error as it was. */
async function refusalOf(
  error: unknown,
  claim: StudentIdClaim | null,
  value: string,
  except?: string,
): Promise<unknown> {
  if (!claim || !refusedByCondition(error)) return error;
  const holder = await studentIdClaimHolder(claim.schoolId, claim.idKey);
  const [claimant] = holder && holder !== except ? await loadProfiles([holder]) : [];
  return holdsStudentId(claimant, claim.schoolId, claim.idKey)
    ? studentIdTaken(claim.schoolId, value.trim(), claimant)
    : error;
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
  const claim = await assertStudentIdFree(classSchool.id, input.schoolKey);
  const now = clock();
  const { account: student, password } = await createManagedAccount(
    schoolMemberProfile(school, 'student', {
      title: null,
      firstName: input.firstName,
      lastName: input.lastName ?? '',
      schoolKey: input.schoolKey,
    }),
    (userId) => [
      { Put: classMembershipPutRequest(classGroup, userId, now) },
      ...(claim ? [studentIdClaimPut({ schoolId: claim.schoolId, idKey: claim.idKey, userId }, claim.holder)] : []),
    ],
    { actorId: user.id, action: 'student.password.set', schoolId: classSchool.id },
    { directory, clock: () => now, passwords },
  ).catch(async (error: unknown) => {
    throw await refusalOf(error, claim, input.schoolKey ?? '');
  });
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
  const claim =
    changes.schoolKey !== undefined ? await assertStudentIdFree(school.id, changes.schoolKey, student.id) : null;
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
  let updated = student;
  if (claim && claim.holder !== student.id) {
    // The ID is claimed in the profile's own transaction, so no other student can be given it meanwhile.
    const { input } = await userProfiles.updateRequest({ id: student.id }, profileChanges);
    await writeTogether([
      { Update: input },
      studentIdClaimPut({ schoolId: claim.schoolId, idKey: claim.idKey, userId: student.id }, claim.holder),
    ]).catch(async (error: unknown) => {
      throw await refusalOf(error, claim, changes.schoolKey ?? '', student.id);
    });
    const read = await userProfiles.get({ id: student.id }, { consistent: true });
    if (!read) throw new NotFoundError(CLASS_MESSAGES.studentNotFound);
    updated = read;
  } else if (Object.keys(profileChanges).length > 0) {
    updated = await userProfiles.update({ id: student.id }, profileChanges);
  }
  // The ID the student had, when it changed or went: its claim, if the student held one, is let go.
  const before = student.schoolKey?.trim() ?? '';
  if (before !== '' && changes.schoolKey !== undefined && studentIdKey(before) !== claim?.idKey)
    await releaseStudentIdClaim(school.id, studentIdKey(before), student.id);
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
  const role: 'student' | 'teacher' = account.schoolRole === 'student' ? 'student' : 'teacher';
  const classIds =
    role === 'student'
      ? account.schoolId
        ? (await listStudentMemberships(account.schoolId, account.id)).map((place) => place.classId)
        : []
      : await listTeacherClassIds(account.id);
  const removals = classIds.map((classId) => ({
    Delete:
      role === 'student'
        ? classMembershipRemoveRequest(classId, account.id)
        : classTeachers.removeRequest({ classId, userId: account.id }),
  }));
  // The places go in the person's roster tombstone, for the OneRoster API (account-access.ts).
  const places = classIds.map((classId) => ({ classId, userId: account.id, role }));
  await revokeAccess(account.id, 'deleted', { directory }, removals, { keepSignInIdentity: reversible, places });
  if (!reversible) await forgetStudentPassword(account.id);
}
