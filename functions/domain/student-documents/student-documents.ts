import { STUDENT_DOCUMENT_MESSAGES } from '../../../shared/schemas/student-documents';
import type { SessionUser } from '../../../shared/schemas/user';
import { listClassMembers } from '../../data/class-groups';
import { loadProfiles } from '../../data/users';
import type { SecretBox } from '../../adapters/secret-box/port';
import type { PasswordRevealReason } from '../../data/student-passwords';
import { revealKeptPasswords } from '../core/accounts/kept-passwords';
import { NotFoundError } from '../../platform/errors';
import { classSchoolOf, loadStudentRows, reachableClass, type ClassSchool } from '../classes/class-access';
import { classLabel, type DocumentContext, type DocumentStudent } from './document-rows';

/**
 * Lists, login cards and home letters of a class, and the whole school's list (school-and-family
 * §7 the pdf and csv calls): who may have them (class-access: 404 for another school's class or a
 * class not theirs), whose they are, and their passwords, revealed through the audited
 * revealStudentPasswords (one audit entry per document, naming the students). A school whose
 * accounts are restricted shows no usernames or passwords, so none are revealed for it.
 */

/** The ids of the optional `students` query (comma-separated): each once, blanks dropped; null when none names anyone (the whole class). */
export function chosenStudentIds(students: string | undefined): string[] | null {
  const ids = [
    ...new Set(
      (students ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return ids.length > 0 ? ids : null;
}

/** Students only, and none deleted: a place may outlive an account for a moment. */
export function isListedStudent(user: SessionUser, schoolId: string): boolean {
  return user.schoolRole === 'student' && user.schoolId === schoolId && user.status !== 'deleted';
}

/**
 * The rows the documents print: names, classes, and (unless restricted) usernames and the revealed
 * passwords. The reveal is recorded as the actor's; a job, which runs outside its owner's call,
 * names who asked for it (`revealer`: the real actor and whom they acted as).
 */
export async function documentStudents(
  actor: SessionUser,
  school: ClassSchool,
  students: readonly SessionUser[],
  reason: PasswordRevealReason,
  passwordBox: SecretBox,
  revealer: { actorId: string; effectiveUserId?: string | null } = { actorId: actor.id },
): Promise<DocumentStudent[]> {
  const [rows, passwords] = await Promise.all([
    loadStudentRows(students, school),
    school.restrictAccounts || students.length === 0
      ? new Map<string, string>()
      : revealKeptPasswords(
          passwordBox,
          { ...revealer, schoolId: school.id },
          students.map((student) => student.id),
          reason,
        ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    password: passwords.get(row.id) ?? null,
    schoolKey: row.schoolKey,
    classNames: row.classGroups.map((classGroup) => classLabel(classGroup.name)),
  }));
}

export function contextOf(school: ClassSchool, className: string | null, portalAddress: string): DocumentContext {
  return {
    schoolName: school.name,
    className,
    portalAddress,
    showSchoolKey: !school.hideSchoolKey,
    schoolLanguage: school.language,
  };
}

/** The class the caller reaches, its school as the class page sees it, and the students chosen (all when none are named; each must be in the class). */
export async function classAndStudents(user: SessionUser, classGroupId: string, chosen: readonly string[] | null) {
  const { classGroup, school } = await reachableClass(user, classGroupId);
  const [classSchool, members] = await Promise.all([classSchoolOf(school), listClassMembers(classGroup.id)]);
  const memberIds = members.map((member) => member.userId);
  if (chosen && chosen.some((id) => !memberIds.includes(id)))
    throw new NotFoundError(STUDENT_DOCUMENT_MESSAGES.notInClass);
  const students = (await loadProfiles(chosen ?? memberIds)).filter((student) => isListedStudent(student, school.id));
  return { classGroup, classSchool, students };
}
