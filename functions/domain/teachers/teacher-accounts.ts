import { accountKind } from '../../../shared/rules/account-kind';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes';
import type { School } from '../../../shared/schemas/schools';
import { TEACHER_MESSAGES, type NewTeacher, type TeacherRow } from '../../../shared/schemas/teachers';
import type { SessionUser } from '../../../shared/schemas/user';
import type { MailSender } from '../../adapters/mail/port';
import type { SignInDirectory } from '../../adapters/sign-in-directory/port';
import { classTeacherRemoveRequest, listTeacherClassIds } from '../../data/class-groups';
import {
  LastAdministratorError,
  setDistrictAdministrator,
  setSchoolAdministrator,
} from '../../data/school-administrators';
import { addMemberWithoutSchool } from '../../data/schools';
import { findUserIdByUsername, normaliseUsername, UsernameTakenError } from '../../data/usernames';
import { loadSessionUser } from '../../data/users';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { revokeAccess } from '../core/accounts/account-access';
import { createAccount, schoolMemberProfile } from '../core/accounts/accounts';
import { recordAudit } from '../core/audit/audit';
import type { ClassSchool } from '../classes/class-access';
import { teacherPasswordMail } from '../core/mails/teacher-welcome-mail';
import { generatePassphrase } from '../core/accounts/passphrase';
import { teachersSchool, teacherRowsOf } from './teachers';

/** What Manage Teachers needs besides the table: the user pool, the mail port, the site (the sign-in link) and the clock. */
export interface TeacherAccountDependencies {
  directory: SignInDirectory;
  mail: MailSender;
  siteUrl: string;
  clock: () => Date;
}

/** Where the mail sends the teacher to sign in (the SPA's login page). */
const SIGN_IN_PATH = '/auth/login';

async function rowOf(teacher: SessionUser, schoolId: string): Promise<TeacherRow> {
  const [row] = await teacherRowsOf([teacher], schoolId);
  if (!row) throw new Error('A teacher row was not built');
  return row;
}

export function assertAccountsNotRestricted(school: ClassSchool): void {
  if (school.restrictAccounts) throw new ForbiddenError(CLASS_MESSAGES.restrictedAccounts);
}

/** A teacher of the school (role teacher or admin, not deleted); 404 teacherNotFound otherwise. */
async function teacherOfSchool(schoolId: string, teacherId: string): Promise<SessionUser> {
  const teacher = await loadSessionUser(teacherId);
  if (!teacher || teacher.schoolId !== schoolId || teacher.status === 'deleted' || !accountKind(teacher).isTeacher)
    throw new NotFoundError(TEACHER_MESSAGES.teacherNotFound);
  return teacher;
}

/** Mails a teacher their username and temporary password (a new account, a reset, or one a SMART Tool import made). */
export async function mailTeacherPassword(
  teacher: SessionUser,
  school: School,
  password: string,
  reason: 'added' | 'reset',
  deps: Pick<TeacherAccountDependencies, 'mail' | 'siteUrl'>,
): Promise<string> {
  if (!teacher.email) throw new BadRequestError('This teacher has no email address to send a password to.');
  await deps.mail.send(
    teacherPasswordMail({
      to: teacher.email,
      firstName: teacher.firstName,
      schoolName: school.name,
      username: teacher.username,
      password,
      signInUrl: `${deps.siteUrl}${SIGN_IN_PATH}`,
      reason,
      language: teacher.language,
    }),
  );
  return teacher.email;
}

/**
 * A teacher account of the school, not yet mailed: the email is the username (§3), the password a
 * generated passphrase that is temporary (changed at first sign-in). `alongside` are writes of the
 * same transaction (an import's record of its row). Throws UsernameTakenError when an account has
 * the email as its username.
 */
export async function newTeacherAccount(
  school: School,
  input: NewTeacher,
  deps: TeacherAccountDependencies,
  alongside?: Parameters<typeof createAccount>[2],
): Promise<{ teacher: SessionUser; password: string }> {
  const password = generatePassphrase();
  const teacher = await createAccount(
    {
      username: input.email,
      email: input.email,
      password,
      temporaryPassword: true,
      profile: schoolMemberProfile(school, 'teacher', {
        title: input.title,
        firstName: input.firstName,
        lastName: input.lastName,
      }),
    },
    deps,
    alongside,
  );
  return { teacher, password };
}

/** A teacher account of the school (newTeacherAccount), mailed its username and temporary password. */
export async function createTeacherAccount(
  school: School,
  input: NewTeacher,
  deps: TeacherAccountDependencies,
): Promise<SessionUser> {
  const { teacher, password } = await newTeacherAccount(school, input, deps);
  await mailTeacherPassword(teacher, school, password, 'added', deps);
  return teacher;
}

/** Manage Teachers' inline form (unrestricted schools only). */
export async function addTeacher(
  user: SessionUser,
  schoolId: string,
  input: NewTeacher,
  deps: TeacherAccountDependencies,
): Promise<{ teacher: TeacherRow }> {
  const { school, classSchool } = await teachersSchool(user, schoolId);
  assertAccountsNotRestricted(classSchool);
  let teacher: SessionUser;
  try {
    teacher = await createTeacherAccount(school, input, deps);
  } catch (error) {
    if (error instanceof UsernameTakenError)
      throw new ConflictError(TEACHER_MESSAGES.emailTaken, '/data/attributes/email');
    throw error;
  }
  await recordAudit({ actorId: user.id, action: 'teacher.create', subjectIds: [teacher.id], schoolId, detail: {} });
  return { teacher: await rowOf(teacher, schoolId) };
}

/** addExistingTeacher: a teacher account with no school joins this one; another school's teacher is refused. */
export async function addExistingTeacher(
  user: SessionUser,
  schoolId: string,
  username: string,
): Promise<{ teacher: TeacherRow }> {
  await teachersSchool(user, schoolId);
  const userId = await findUserIdByUsername(normaliseUsername(username));
  const account = userId ? await loadSessionUser(userId) : null;
  if (!account || account.status === 'deleted' || !accountKind(account).isTeacher)
    throw new NotFoundError(TEACHER_MESSAGES.noSuchTeacherAccount);
  if (account.schoolId === schoolId) throw new ConflictError(TEACHER_MESSAGES.alreadyTeacherHere);
  if (account.schoolId !== null) throw new ConflictError(TEACHER_MESSAGES.teacherOfAnotherSchool);
  const joined = await addMemberWithoutSchool(schoolId, account.id, { schoolRole: 'teacher', isSchoolAdmin: false });
  if (!joined) throw new ConflictError(TEACHER_MESSAGES.teacherOfAnotherSchool);
  await recordAudit({
    actorId: user.id,
    action: 'teacher.add-existing',
    subjectIds: [account.id],
    schoolId,
    detail: {},
  });
  return { teacher: await rowOf({ ...account, schoolId, schoolRole: 'teacher', isSchoolAdmin: false }, schoolId) };
}

/**
 * Makes a teacher of the school one of its administrators, or no longer one: the step the school's
 * own Add/Remove Administrator and the console's Make/Remove Administrator share (the caller has
 * checked who may). The school keeps at least one administrator of its own (district
 * administrators and staff do not count, they oversee it from outside): removing its last one is
 * refused, with the message for the caller themself or for someone else's status. A teacher who
 * already has the status is answered as they are (nothing written, nothing audited); a change is
 * audited as the actor's once it is written.
 */
export async function setTeacherAdministrator(
  actorId: string,
  schoolId: string,
  teacherId: string,
  admin: boolean,
): Promise<TeacherRow> {
  const teacher = await teacherOfSchool(schoolId, teacherId);
  if (teacher.isSchoolAdmin === admin) return rowOf(teacher, schoolId);
  try {
    if (!(await setSchoolAdministrator(schoolId, teacher.id, { administrator: admin, keepAnAdministrator: true })))
      throw new NotFoundError(TEACHER_MESSAGES.teacherNotFound);
  } catch (error) {
    if (error instanceof LastAdministratorError)
      throw new ConflictError(
        teacher.id === actorId ? TEACHER_MESSAGES.lastAdministrator : TEACHER_MESSAGES.schoolKeepsAnAdministrator,
      );
    throw error;
  }
  await recordAudit({
    actorId,
    action: 'teacher.admin.change',
    subjectIds: [teacher.id],
    schoolId,
    detail: { administrator: admin },
  });
  return rowOf({ ...teacher, isSchoolAdmin: admin }, schoolId);
}

/** Add/Remove Administrator (the school's administrators). Changing one's own status answers reload, as the SPA reloads then (§4). */
export async function changeSchoolAdminStatus(
  user: SessionUser,
  schoolId: string,
  teacherId: string,
  admin: boolean,
): Promise<{ teacher: TeacherRow; reload: boolean }> {
  await teachersSchool(user, schoolId);
  const teacher = await setTeacherAdministrator(user.id, schoolId, teacherId, admin);
  return { teacher, reload: teacher.id === user.id };
}

/** Reset Password: a new temporary password, set in the user pool and mailed; the teacher chooses their own at next sign-in. */
export async function resetTeacherPassword(
  user: SessionUser,
  schoolId: string,
  teacherId: string,
  deps: TeacherAccountDependencies,
): Promise<{ sentTo: string }> {
  const { school } = await teachersSchool(user, schoolId);
  const teacher = await teacherOfSchool(schoolId, teacherId);
  if (!teacher.email) throw new BadRequestError('This teacher has no email address to send a password to.');
  const password = generatePassphrase();
  await deps.directory.setTemporaryPassword(teacher.username, password);
  const sentTo = await mailTeacherPassword(teacher, school, password, 'reset', deps);
  await recordAudit({
    actorId: user.id,
    action: 'teacher.password.reset',
    subjectIds: [teacher.id],
    schoolId,
    detail: {},
  });
  return { sentTo };
}

/**
 * Delete Teacher: one teacher, not an administrator, not the caller (§5). The account is deleted
 * as every account is (revokeAccess, as student deletion does), taken off its classes in the same
 * transaction, and the deletion audited.
 */
export async function deleteTeacher(
  user: SessionUser,
  schoolId: string,
  teacherId: string,
  deps: Pick<TeacherAccountDependencies, 'directory'>,
): Promise<{ deleted: string }> {
  await teachersSchool(user, schoolId);
  const teacher = await teacherOfSchool(schoolId, teacherId);
  if (teacher.id === user.id) throw new ConflictError(TEACHER_MESSAGES.cannotDeleteYourself);
  if (teacher.isSchoolAdmin) throw new ConflictError(TEACHER_MESSAGES.cannotDeleteAdministrator);
  const classIds = await listTeacherClassIds(teacher.id);
  // Taken off the schools they oversee as district administrator too, so no school names them as its administrator.
  for (const districtSchoolId of teacher.districtSchoolIds)
    await setDistrictAdministrator(districtSchoolId, teacher.id, { administrator: false });
  await revokeAccess(
    teacher.id,
    'deleted',
    deps,
    classIds.map((classId) => ({ Delete: classTeacherRemoveRequest(classId, teacher.id) })),
    // The assignments go in the teacher's roster tombstone, for the OneRoster API (account-access.ts).
    { places: classIds.map((classId) => ({ classId, userId: teacher.id, role: 'teacher' as const })) },
  );
  await recordAudit({
    actorId: user.id,
    action: 'teacher.delete',
    subjectIds: [teacher.id],
    schoolId,
    detail: { classes: classIds.length },
  });
  return { deleted: teacher.id };
}
