import type { SessionUser } from '../../../shared/schemas/user';
import { TEACHER_MESSAGES, type TeacherRow } from '../../../shared/schemas/teachers';
import { listClassTeachers, listSchoolClassGroups } from '../../data/class-groups';
import { listSchoolTeacherProfiles } from '../../data/users';
import { administeredSchool, byName, classSchoolOf, type ClassSchool } from '../classes/class-access';
import type { School } from '../../../shared/schemas/schools';

/**
 * Manage Teachers (school-and-family §2): the school's administrators only. A teacher of the
 * school who is not one is refused (403), another school is not found (404, reachableSchool).
 */
export async function teachersSchool(
  user: SessionUser,
  schoolId: string,
): Promise<{ school: School; classSchool: ClassSchool }> {
  const school = await administeredSchool(user, schoolId, TEACHER_MESSAGES.onlyAdministrators);
  return { school, classSchool: await classSchoolOf(school) };
}

/** The teachers' classes of the school, by teacher id: the school's classes (one Query) and each class's teachers (a Query per class, side by side). */
async function teacherClassesOf(schoolId: string): Promise<Map<string, { id: string; name: string }[]>> {
  const classes = await listSchoolClassGroups(schoolId);
  const assignments = await Promise.all(
    classes.map(async (classGroup) => ({ classGroup, teachers: await listClassTeachers(classGroup.id) })),
  );
  const byTeacher = new Map<string, { id: string; name: string }[]>();
  for (const { classGroup, teachers } of assignments) {
    for (const { userId } of teachers)
      byTeacher.set(userId, [...(byTeacher.get(userId) ?? []), { id: classGroup.id, name: classGroup.name }]);
  }
  return byTeacher;
}

/** The teachers as table rows, by name, each with their classes of the school (by name). */
export async function teacherRowsOf(teachers: readonly SessionUser[], schoolId: string): Promise<TeacherRow[]> {
  const classes = await teacherClassesOf(schoolId);
  return [...teachers].sort(byName).map((teacher) => ({
    id: teacher.id,
    title: teacher.title,
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    email: teacher.email,
    username: teacher.username,
    isSchoolAdmin: teacher.isSchoolAdmin,
    lastSignIn: teacher.lastSignIn,
    classGroups: (classes.get(teacher.id) ?? []).sort((a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    ),
  }));
}

/** Manage Teachers' table, and the teacher search of Manage Classes. */
export async function listSchoolTeachers(
  user: SessionUser,
  schoolId: string,
): Promise<{ teachers: TeacherRow[]; school: ClassSchool }> {
  const { classSchool } = await teachersSchool(user, schoolId);
  const teachers = await listSchoolTeacherProfiles(schoolId);
  return { teachers: await teacherRowsOf(teachers, schoolId), school: classSchool };
}
