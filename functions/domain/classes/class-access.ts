import type * as z from 'zod/mini';
import { hasPermission } from '../../../shared/permissions';
import { CLASS_MESSAGES, type classSchoolSchema } from '../../../shared/schemas/classes';
import { type StudentRow } from '../../../shared/schemas/students';
import { SCHOOL_MESSAGES, type School } from '../../../shared/schemas/schools';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  getClassGroup,
  getClassGroups,
  getClassTeacher,
  listClassMembers,
  listSchoolClassGroups,
  listSchoolMemberships,
  listTeacherClassIds,
  type ClassGroup,
  type ClassMember,
} from '../../data/class-groups';
import { loadProfiles } from '../../data/users';
import { findSamlIdpBySchool } from '../../data/saml-idps';
import { getSchool } from '../../data/schools';
import { ForbiddenError, NotFoundError } from '../../platform/errors';

/**
 * Who reaches which class, school and student (school-and-family §6 class visibility). A teacher
 * reaches the classes they are assigned to in their own school; the school's administrators (its
 * school admins, district administrators it is listed against, staff holding school.manage for it
 * or everywhere) reach every class and student of the school. Anything else is 404, never 403, so
 * a teacher of another school cannot learn that an id exists. Every classes, students and
 * student-documents route goes through these functions.
 */

export type ClassSchool = z.infer<typeof classSchoolSchema>;

export interface ReachableSchool {
  school: School;
  /** The caller administers the school (all its classes and students). */
  administrator: boolean;
}

export interface ReachableClass extends ReachableSchool {
  classGroup: ClassGroup;
  /** The caller is one of the class's teachers. */
  assigned: boolean;
}

/**
 * Whether the user administers the school: its school admin, a district administrator it is listed
 * against, or staff with school.manage for it. The profile decides (the school's list of
 * administrators is written with it, for the names teachers are shown).
 */
export function administersSchool(user: SessionUser, school: Pick<School, 'id'>): boolean {
  return (
    (user.isSchoolAdmin && user.schoolId === school.id) ||
    user.districtSchoolIds.includes(school.id) ||
    hasPermission(user.staffRoles, 'school.manage', school.id)
  );
}

function isTeacherOf(user: SessionUser, schoolId: string): boolean {
  return (
    user.schoolId === schoolId && (user.schoolRole === 'teacher' || user.schoolRole === 'admin' || user.isSchoolAdmin)
  );
}

/** The class the caller may work with; 404 classNotFound for any other (another school's, or not theirs). */
export async function reachableClass(user: SessionUser, classGroupId: string): Promise<ReachableClass> {
  const [classGroup, assignment] = await Promise.all([
    getClassGroup(classGroupId),
    getClassTeacher(classGroupId, user.id),
  ]);
  const school = classGroup ? await getSchool(classGroup.schoolId) : null;
  if (!classGroup || !school) throw new NotFoundError(CLASS_MESSAGES.classNotFound);
  const administrator = administersSchool(user, school);
  const assigned = assignment !== null && isTeacherOf(user, school.id);
  if (!administrator && !assigned) throw new NotFoundError(CLASS_MESSAGES.classNotFound);
  return { classGroup, school, administrator, assigned };
}

/** A school the caller teaches at or administers; 404 for any other. */
export async function reachableSchool(user: SessionUser, schoolId: string): Promise<ReachableSchool> {
  const school = await getSchool(schoolId);
  if (!school) throw new NotFoundError(SCHOOL_MESSAGES.notFound);
  const administrator = administersSchool(user, school);
  if (!administrator && !isTeacherOf(user, school.id)) throw new NotFoundError(SCHOOL_MESSAGES.notFound);
  return { school, administrator };
}

/**
 * A school the caller administers (school-and-family §6): 404 for a school they neither teach at
 * nor administer, 403 with `refusal` (the area's own words) for a teacher of it who is not one of
 * its administrators. Every school-administration area asks through here.
 */
export async function administeredSchool(user: SessionUser, schoolId: string, refusal: string): Promise<School> {
  const { school, administrator } = await reachableSchool(user, schoolId);
  if (!administrator) throw new ForbiddenError(refusal);
  return school;
}

/** The ids of the school's students in the caller's own classes of that school. */
async function studentsOfTeacher(user: SessionUser, schoolId: string): Promise<Set<string>> {
  const classes = (await getClassGroups(await listTeacherClassIds(user.id))).filter(
    (classGroup) => classGroup.schoolId === schoolId,
  );
  const members = await Promise.all(classes.map((classGroup) => listClassMembers(classGroup.id)));
  return new Set(members.flat().map((member) => member.userId));
}

/**
 * The students named, when every one is a student of the school the caller reaches (a teacher:
 * students of their classes; an administrator: any student of the school). Otherwise 404
 * studentsOfAnotherSchool and nothing is returned. Order as asked, duplicates once.
 */
export async function reachableStudents(
  user: SessionUser,
  schoolId: string,
  studentIds: readonly string[],
): Promise<SessionUser[]> {
  const ids = [...new Set(studentIds)];
  const [{ administrator }, students] = await Promise.all([reachableSchool(user, schoolId), loadProfiles(ids)]);
  const refused = () => new NotFoundError(CLASS_MESSAGES.studentsOfAnotherSchool);
  if (students.length !== ids.length) throw refused();
  if (
    students.some(
      (student) => student.schoolRole !== 'student' || student.schoolId !== schoolId || student.status === 'deleted',
    )
  )
    throw refused();
  if (!administrator) {
    const own = await studentsOfTeacher(user, schoolId);
    if (students.some((student) => !own.has(student.id))) throw refused();
  }
  return students;
}

/** The school as the class page needs it: name, its provider's restrictAccounts and hideSchoolKey, administrators. */
export async function classSchoolOf(school: School): Promise<ClassSchool> {
  const [idp, administrators] = await Promise.all([
    findSamlIdpBySchool(school.id),
    loadProfiles(school.administrators),
  ]);
  return {
    id: school.id,
    name: school.name,
    restrictAccounts: idp?.restrictAccounts ?? false,
    hideSchoolKey: idp?.hideSchoolKey ?? false,
    language: school.language ?? null,
    administrators: administrators.map(({ id, title, firstName, lastName }) => ({ id, title, firstName, lastName })),
  };
}

/** Students by name: last name, then first name (§9), without case. */
export function byName(
  a: Pick<SessionUser, 'firstName' | 'lastName'>,
  b: Pick<SessionUser, 'firstName' | 'lastName'>,
): number {
  return (
    a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
    a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' })
  );
}

/**
 * The students as table rows (the contract's StudentRow), sorted by name: usernames left out when
 * the school's accounts are restricted, Student IDs when its provider hides them. `classNames`
 * names each student's classes of this school (student id → its classes, by name).
 */
export function studentRowsOf(
  students: readonly SessionUser[],
  school: Pick<ClassSchool, 'restrictAccounts' | 'hideSchoolKey'>,
  classNames: ReadonlyMap<string, readonly { id: string; name: string }[]>,
): StudentRow[] {
  return [...students].sort(byName).map((student) => ({
    id: student.id,
    firstName: student.firstName,
    lastName: student.lastName,
    username: school.restrictAccounts ? null : student.username,
    schoolKey: school.hideSchoolKey ? null : student.schoolKey,
    hasPassword: student.hasPassword,
    lastSignIn: student.lastSignIn,
    classGroups: [...(classNames.get(student.id) ?? [])].sort((a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    ),
  }));
}

/** Each student's classes of the school by name, from the school's places (one Query) and its classes. */
export function classNamesOf(
  memberships: readonly ClassMember[],
  classes: readonly Pick<ClassGroup, 'id' | 'name'>[],
): Map<string, { id: string; name: string }[]> {
  const names = new Map(classes.map((classGroup) => [classGroup.id, classGroup.name]));
  const byStudent = new Map<string, { id: string; name: string }[]>();
  for (const membership of memberships) {
    const name = names.get(membership.classId);
    if (name === undefined) continue;
    byStudent.set(membership.userId, [...(byStudent.get(membership.userId) ?? []), { id: membership.classId, name }]);
  }
  return byStudent;
}

/** The rows of these students of a school, their classes read from the school's places and classes (two Queries). */
export async function loadStudentRows(
  students: readonly SessionUser[],
  school: Pick<ClassSchool, 'id' | 'restrictAccounts' | 'hideSchoolKey'>,
): Promise<StudentRow[]> {
  const [memberships, classes] = await Promise.all([
    listSchoolMemberships(school.id),
    listSchoolClassGroups(school.id),
  ]);
  return studentRowsOf(students, school, classNamesOf(memberships, classes));
}
