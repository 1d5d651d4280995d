import { randomInt, randomUUID } from 'node:crypto';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_MESSAGES,
  type ClassGroupDetail,
  type ClassGroupSummary,
  type MyClassesResponse,
} from '../../../shared/schemas/classes';
import { type StudentRow } from '../../../shared/schemas/students';
import { getSchool, getSchools } from '../../data/schools';
import { accountKind } from '../../../shared/rules/account-kind';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  addClassMember,
  ClassCodeTakenError,
  classNameKey,
  ClassNameTakenError,
  classTeacherPutRequest,
  deleteClassGroup,
  getClassGroup,
  getClassGroups,
  listClassTeachers,
  classIdWithName,
  listClassMembers,
  listSchoolClassGroups,
  listStudentsInNoClass,
  listTeacherClassIds,
  putClassGroup,
  removeClassMember,
  renameClassGroup,
  replaceClassTeachers,
  leaveClassTeaching,
  type ClassGroup,
  type ClassMember,
} from '../../data/class-groups';
import { listSchoolTeacherProfiles, loadProfiles } from '../../data/users';
import { ConflictError, fieldPointer, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { recordAudit } from '../core/audit/audit';
import {
  administeredSchool,
  classSchoolOf,
  loadStudentRows,
  reachableClass,
  reachableSchool,
  reachableStudents,
  type ClassSchool,
} from './class-access';
import { byClassName, summariesOf } from './class-summaries';

/** Attempts at a free class code before giving up (each a fresh random code). */
const CODE_ATTEMPTS = 5;

/** A random class code: CLASS_CODE_LENGTH characters of CLASS_CODE_ALPHABET (no look-alikes), from the crypto generator. */
export function randomClassCode(): string {
  return Array.from(
    { length: CLASS_CODE_LENGTH },
    () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)],
  ).join('');
}

export interface ClassDependencies {
  now: Date;
  /** Draws the nth attempt's code (tests force collisions with it). */
  drawCode?: (attempt: number) => string;
}

/** My Classes: the caller's classes of their own school, by name, with what the teacher layout needs. */
export async function listMyClasses(user: SessionUser): Promise<MyClassesResponse> {
  // The school beside the classes: the teacher layout names its administrators to a teacher who
  // is not one; the district schools are its red menus.
  const [classIds, school, districtSchools] = await Promise.all([
    listTeacherClassIds(user.id),
    user.schoolId === null ? null : getSchool(user.schoolId),
    getSchools(user.districtSchoolIds),
  ]);
  const classes = (await getClassGroups(classIds)).filter((classGroup) => classGroup.schoolId === user.schoolId);
  const [classGroups, classSchool] = await Promise.all([
    summariesOf(classes.sort(byClassName), { userId: user.id, administrator: false }),
    school ? classSchoolOf(school) : null,
  ]);
  const administeredSchools = districtSchools
    .map(({ id, name, city, postcode }) => ({ id, name, city, postcode }))
    .sort((left, right) => left.name.localeCompare(right.name));
  return classSchool ? { classGroups, school: classSchool, administeredSchools } : { classGroups, administeredSchools };
}

/** The school's classes the caller sees (all for its administrators, their own otherwise), with the counts of students. */
export async function listSchoolClasses(user: SessionUser, schoolId: string) {
  const { administrator } = await reachableSchool(user, schoolId);
  const [schoolClasses, ownIds, inNoClass] = await Promise.all([
    listSchoolClassGroups(schoolId),
    administrator ? Promise.resolve(null) : listTeacherClassIds(user.id),
    listStudentsInNoClass(schoolId),
  ]);
  const own = ownIds ? new Set(ownIds) : null;
  const visible = schoolClasses.filter((classGroup) => !own || own.has(classGroup.id)).sort(byClassName);
  const studentCounts = new Map<string, number>();
  for (const membership of inNoClass.memberships)
    studentCounts.set(membership.classId, (studentCounts.get(membership.classId) ?? 0) + 1);
  return {
    classGroups: await summariesOf(visible, { userId: user.id, administrator, studentCounts }),
    totalStudentsInNoClass: inNoClass.students.length,
    totalStudents: inNoClass.totalStudents,
  };
}

/** The students of a class who are still students of its school (a deleted or moved account is left out). */
async function studentsOf(classGroup: ClassGroup, members: readonly ClassMember[]): Promise<SessionUser[]> {
  const profiles = await loadProfiles(members.map((member) => member.userId));
  return profiles.filter(
    (profile) =>
      profile.schoolRole === 'student' && profile.schoolId === classGroup.schoolId && profile.status !== 'deleted',
  );
}

/** The class page: the class, its school, the caller's standing, and its students by name. */
export async function getClassGroupDetail(user: SessionUser, classGroupId: string): Promise<ClassGroupDetail> {
  const { classGroup, school, administrator, assigned } = await reachableClass(user, classGroupId);
  // The class's places are read once: for its students and for the count its summary shows.
  const members = listClassMembers(classGroup.id);
  const [classSchool, students, [summary]] = await Promise.all([
    classSchoolOf(school),
    members.then((list) => studentsOf(classGroup, list)),
    members.then((list) =>
      summariesOf([classGroup], {
        userId: user.id,
        administrator,
        studentCounts: new Map([[classGroup.id, list.length]]),
      }),
    ),
  ]);
  if (!summary) throw new NotFoundError(CLASS_MESSAGES.classNotFound);
  return {
    classGroup: summary,
    school: classSchool,
    otherSchool: user.schoolId !== school.id,
    assigned,
    administrator,
    students: await loadStudentRows(students, classSchool),
  };
}

async function summaryOf(
  user: SessionUser,
  classGroup: ClassGroup,
  administrator: boolean,
): Promise<ClassGroupSummary> {
  const [summary] = await summariesOf([classGroup], { userId: user.id, administrator });
  if (!summary) throw new NotFoundError(CLASS_MESSAGES.classNotFound);
  return summary;
}

/**
 * Add Class: a class of the caller's school (or of a school they administer) with a new unique
 * code, claimed in the class's own transaction; a taken code is drawn again. A teacher creating it
 * is its teacher (staff are not).
 */
export async function createClassGroup(
  user: SessionUser,
  input: { name: string; schoolId?: string | undefined; educationalStages?: readonly string[] | undefined },
  dependencies: ClassDependencies,
): Promise<ClassGroupSummary> {
  const schoolId = input.schoolId ?? user.schoolId;
  if (schoolId === null) throw new ForbiddenError(CLASS_MESSAGES.noSchool);
  const { administrator } = await reachableSchool(user, schoolId);
  await assertClassNameFree(schoolId, input.name, null);
  const drawCode = dependencies.drawCode ?? randomClassCode;
  const id = randomUUID();
  const teacher = accountKind(user).isTeacher;
  for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt += 1) {
    const classGroup: ClassGroup = {
      id,
      schoolId,
      name: input.name,
      code: drawCode(attempt),
      educationalStages: [...(input.educationalStages ?? [])],
    };
    try {
      await putClassGroup(
        classGroup,
        teacher ? [{ Put: classTeacherPutRequest(classGroup, user.id, dependencies.now) }] : [],
      );
      return await summaryOf(user, classGroup, administrator);
    } catch (error) {
      if (error instanceof ClassNameTakenError) throw await nameTaken(schoolId, input.name);
      if (!(error instanceof ClassCodeTakenError) || attempt === CODE_ATTEMPTS) throw error;
    }
  }
  throw new Error('unreachable: every attempt returns or throws');
}

/** The refusal of a class name another class of the school has, naming that class as it is written. */
async function nameTaken(schoolId: string, name: string): Promise<ConflictError> {
  const holderId = await classIdWithName(schoolId, name);
  const holder = holderId ? await getClassGroup(holderId) : null;
  return new ConflictError(CLASS_MESSAGES.classNameTaken(holder?.name ?? name), fieldPointer(['name']));
}

/**
 * Refuses (409, at the name field) a name another class of the school already has, case and
 * spacing ignored ('4a' and ' 4A ' are one name). The school's list is read for classes written
 * before names were claimed; the claim written with the class settles two at the same moment.
 */
async function assertClassNameFree(schoolId: string, name: string, classId: string | null): Promise<void> {
  const key = classNameKey(name);
  if (key === '') return;
  const same = (await listSchoolClassGroups(schoolId)).find(
    (classGroup) => classGroup.id !== classId && classNameKey(classGroup.name) === key,
  );
  if (same) throw new ConflictError(CLASS_MESSAGES.classNameTaken(same.name), fieldPointer(['name']));
}

/**
 * Edit Class Details (name and educational stages), or rename by double-click (the name only: the
 * stages stay): refused when another class of the school has the name.
 */
export async function renameClass(
  user: SessionUser,
  classGroupId: string,
  name: string,
  educationalStages?: readonly string[],
): Promise<ClassGroupSummary> {
  const { classGroup, administrator } = await reachableClass(user, classGroupId);
  await assertClassNameFree(classGroup.schoolId, name, classGroup.id);
  try {
    return summaryOf(user, await renameClassGroup(classGroup, name, educationalStages), administrator);
  } catch (error) {
    if (error instanceof ClassNameTakenError) throw await nameTaken(classGroup.schoolId, name);
    throw error;
  }
}

/** How often Leave Class reads the class's teachers again when the one it counted on left at the same moment. */
const LEAVE_ATTEMPTS = 3;

/**
 * Leave Class (the caller's own id), or an administrator taking a teacher off the class. A teacher
 * who is not an administrator may only take themselves off; one not assigned is 409. A class is
 * never left without a teacher: its only teacher is refused (409) unless `handTo` names another
 * teacher of the class's school, who is assigned in the same transaction. The removal is checked
 * against a teacher who stays, so two teachers leaving at once never both succeed as the last.
 * Audited as `class.leave`.
 */
export async function unassignTeacher(
  user: SessionUser,
  classGroupId: string,
  { teacherId, handTo = null }: { teacherId: string; handTo?: string | null },
  now: Date,
): Promise<ClassGroupSummary> {
  const { classGroup, administrator } = await reachableClass(user, classGroupId);
  if (teacherId !== user.id && !administrator) throw new ForbiddenError(CLASS_MESSAGES.notYourClass);
  const handToPointer = fieldPointer(['handTo']);
  if (handTo !== null) {
    if (handTo === teacherId) throw new ConflictError(CLASS_MESSAGES.handToSelf, handToPointer);
    const [successor] = await loadProfiles([handTo]);
    const refusal = teacherRefusal(classGroup.schoolId, successor);
    if (refusal)
      throw new ValidationError([
        { status: '422', code: 'validation', detail: refusal, source: { pointer: handToPointer } },
      ]);
  }
  for (let attempt = 1; attempt <= LEAVE_ATTEMPTS; attempt += 1) {
    const teachers = await listClassTeachers(classGroup.id);
    if (!teachers.some((teacher) => teacher.userId === teacherId)) throw new ConflictError(CLASS_MESSAGES.notAssigned);
    const staying =
      teachers.find((teacher) => teacher.userId !== teacherId && (handTo === null || teacher.userId === handTo)) ??
      (handTo === null ? undefined : null);
    if (staying === undefined)
      throw new ConflictError(CLASS_MESSAGES.lastTeacher(classNameOf(classGroup)), handToPointer);
    const outcome = await leaveClassTeaching(
      classGroup,
      teacherId,
      staying ? { stayingId: staying.userId } : { handTo: handTo as string, at: now },
    );
    if (outcome === 'not-assigned') throw new ConflictError(CLASS_MESSAGES.notAssigned);
    if (outcome === 'other-teacher-gone') continue;
    await recordAudit({
      actorId: user.id,
      action: 'class.leave',
      subjectIds: handTo ? [teacherId, handTo] : [teacherId],
      schoolId: classGroup.schoolId,
      detail: { classGroupId: classGroup.id, className: classGroup.name, ...(handTo ? { handedTo: handTo } : {}) },
      now,
    });
    return summaryOf(user, classGroup, administrator);
  }
  throw new ConflictError(CLASS_MESSAGES.lastTeacher(classNameOf(classGroup)), handToPointer);
}

/** A class's name as lists show it ('(unnamed)' when blank). */
function classNameOf(classGroup: Pick<ClassGroup, 'name'>): string {
  return classGroup.name.trim() || '(unnamed)';
}

/**
 * Leave Class by a class's only teacher: the other active teachers of its school, by last name,
 * for whoever reaches the class (404 otherwise).
 */
export async function listHandOverTeachers(
  user: SessionUser,
  classGroupId: string,
): Promise<{ teachers: ClassGroupSummary['teachers'] }> {
  const { classGroup } = await reachableClass(user, classGroupId);
  const teachers = (await listSchoolTeacherProfiles(classGroup.schoolId)).filter(
    (teacher) => teacher.id !== user.id && teacher.status === 'active' && accountKind(teacher).isTeacher,
  );
  return {
    teachers: teachers
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
      .map(({ id, title, firstName, lastName }) => ({ id, title, firstName, lastName })),
  };
}

export interface StudentsChange {
  changed: string[];
  unchanged: string[];
}

async function changeEach(
  students: readonly SessionUser[],
  change: (studentId: string) => Promise<boolean>,
): Promise<StudentsChange> {
  const results = await Promise.all(
    students.map(async (student) => ({ id: student.id, changed: await change(student.id) })),
  );
  return {
    changed: results.filter((result) => result.changed).map((result) => result.id),
    unchanged: results.filter((result) => !result.changed).map((result) => result.id),
  };
}

/**
 * The class manager's copy (and the first half of a move): every student must be one the caller
 * reaches in the class's school (otherwise 404, nothing added); an unnamed class is not a target.
 */
export async function addStudents(
  user: SessionUser,
  classGroupId: string,
  studentIds: readonly string[],
  now: Date,
): Promise<StudentsChange> {
  const { classGroup } = await reachableClass(user, classGroupId);
  if (classGroup.name.trim() === '') {
    throw new ValidationError([{ status: '422', code: 'validation', detail: CLASS_MESSAGES.nameBeforeManaging }]);
  }
  const students = await reachableStudents(user, classGroup.schoolId, studentIds);
  return changeEach(students, (studentId) => addClassMember(classGroup, studentId, now));
}

/** Remove From Class (and the second half of a move): the accounts stay. */
export async function removeStudents(
  user: SessionUser,
  classGroupId: string,
  studentIds: readonly string[],
): Promise<StudentsChange> {
  const { classGroup } = await reachableClass(user, classGroupId);
  const students = await reachableStudents(user, classGroup.schoolId, studentIds);
  return changeEach(students, (studentId) => removeClassMember(classGroup, studentId));
}

/** Students In No Class: the school's administrators only (404 to anyone else). */
export async function studentsInNoClass(
  user: SessionUser,
  schoolId: string,
): Promise<{ students: StudentRow[]; administrator: boolean; school: ClassSchool }> {
  const school = await administeredSchool(user, schoolId, CLASS_MESSAGES.contactAdministrators);
  const [classSchool, { students }] = await Promise.all([classSchoolOf(school), listStudentsInNoClass(schoolId)]);
  return { students: await loadStudentRows(students, classSchool), administrator: true, school: classSchool };
}

/** Why a teacher cannot be put on a class of this school (null: they can). Pure. */
export function teacherRefusal(schoolId: string, teacher: SessionUser | undefined): string | null {
  if (!teacher || teacher.status === 'deleted') return CLASS_MESSAGES.unknownTeacher;
  if (teacher.schoolId !== schoolId || !accountKind(teacher).isTeacher)
    return CLASS_MESSAGES.teacherNotOfSchool(`${teacher.firstName} ${teacher.lastName}`.trim());
  return null;
}

/**
 * Manage Classes, the Teacher field: the class's teachers become exactly these teachers of its
 * school, in one transaction (the school's administrators only). A teacher id that is not one of
 * the school's teachers is refused (422 naming them) and nothing changes. Audited.
 */
export async function setClassTeachers(
  user: SessionUser,
  classGroupId: string,
  teacherIds: readonly string[],
  now: Date,
): Promise<ClassGroupSummary> {
  const classGroup = await getClassGroup(classGroupId);
  if (!classGroup) throw new NotFoundError(CLASS_MESSAGES.classNotFound);
  const school = await administeredSchool(user, classGroup.schoolId, CLASS_MESSAGES.notAdministrator);
  const ids = [...new Set(teacherIds)];
  const [profiles, current] = await Promise.all([loadProfiles(ids), listClassTeachers(classGroup.id)]);
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  const refusals = ids.flatMap((id, index) => {
    const detail = teacherRefusal(school.id, byId.get(id));
    return detail
      ? [{ status: '422', code: 'validation', detail, source: { pointer: fieldPointer(['teacherIds', index]) } }]
      : [];
  });
  if (refusals.length > 0) throw new ValidationError(refusals);
  const currentIds = current.map((teacher) => teacher.userId);
  await replaceClassTeachers(classGroup, currentIds, ids, now);
  const changed = [...ids.filter((id) => !currentIds.includes(id)), ...currentIds.filter((id) => !ids.includes(id))];
  if (changed.length > 0) {
    await recordAudit({
      actorId: user.id,
      action: 'class.teachers.set',
      subjectIds: changed,
      schoolId: school.id,
      detail: { classGroupId: classGroup.id, teachers: ids.length },
      now,
    });
  }
  return summaryOf(user, classGroup, true);
}

/**
 * Delete Classes: each class with its code and its teachers' and students' places (the school's
 * administrators only). Every class must be one of the school's (otherwise 404 and nothing is
 * deleted). The students stay in the school; audited with the students who lost a place.
 */
export async function deleteClassGroups(
  user: SessionUser,
  schoolId: string,
  classGroupIds: readonly string[],
  now: Date,
): Promise<{ deleted: string[] }> {
  await administeredSchool(user, schoolId, CLASS_MESSAGES.notAdministrator);
  const ids = [...new Set(classGroupIds)];
  const classes = await getClassGroups(ids);
  if (classes.length !== ids.length || classes.some((classGroup) => classGroup.schoolId !== schoolId))
    throw new NotFoundError(CLASS_MESSAGES.classesOfAnotherSchool);
  const members = (await Promise.all(classes.map((classGroup) => listClassMembers(classGroup.id)))).flat();
  await Promise.all(classes.map((classGroup) => deleteClassGroup(classGroup)));
  await recordAudit({
    actorId: user.id,
    action: 'classes.delete',
    subjectIds: members.map((member) => member.userId),
    schoolId,
    detail: { classGroupIds: ids.join(','), classNames: classes.map((classGroup) => classGroup.name).join(', ') },
    now,
  });
  return { deleted: ids };
}
