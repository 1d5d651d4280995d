import type { School } from '../../../../shared/schemas/schools';
import type { SessionUser } from '../../../../shared/schemas/user';
import {
  listSchoolClassGroups,
  listSchoolMemberships,
  listSchoolStudents,
  listTeacherClassIds,
  type ClassGroup,
  type ClassMember,
} from '../../../data/class-groups';
import { listClassTombstones, type ClassTombstone } from '../../../data/roster-tombstones';
import { getSchool } from '../../../data/schools';
import { listSchoolTeacherProfiles } from '../../../data/users';

/** A teacher's place in a class of the school (the class-teacher items, by teacher). */
export interface TeacherPlace {
  classId: string;
  userId: string;
}

/** What the portal holds of one school's roster, as read: the mapping (roster-mapping.ts) makes records of it. */
export interface SchoolRoster {
  school: School;
  classes: ClassGroup[];
  students: SessionUser[];
  teachers: SessionUser[];
  studentPlaces: ClassMember[];
  teacherPlaces: TeacherPlace[];
  /** Classes deleted in the last 30 days, with who had a place: served as `tobedeleted`. */
  goneClasses: ClassTombstone[];
}

/**
 * Reads a school's roster from its partitions, never a Scan ('What may be read' in
 * docs/internals.md 'OneRoster API'): the school, its classes (gsi1 SCHOOLCLASSES#), its students
 * and teachers (gsi1 SCHOOL#, by role), every student's places (gsi2 CLASSMEMBERS#, one partition
 * for the whole school) and its classes deleted in the last 30 days (ROSTERGONE#) side by side, then each teacher's classes (gsi1 TEACHERCLASSES#), one
 * Query per teacher, also side by side. A school of 5,000 students and 200 classes is a dozen
 * Queries of up to 1 MB and one per teacher. Null when the school no longer exists.
 */
export async function readSchoolRoster(schoolId: string, now: Date): Promise<SchoolRoster | null> {
  const [school, classes, students, teachers, studentPlaces, goneClasses] = await Promise.all([
    getSchool(schoolId),
    listSchoolClassGroups(schoolId),
    listSchoolStudents(schoolId),
    listSchoolTeacherProfiles(schoolId),
    listSchoolMemberships(schoolId),
    listClassTombstones(schoolId, now),
  ]);
  if (!school) return null;
  const classIds = new Set(classes.map((classGroup) => classGroup.id));
  const teacherPlaces = (
    await Promise.all(
      teachers.map(async (teacher) =>
        (await listTeacherClassIds(teacher.id))
          .filter((classId) => classIds.has(classId))
          .map((classId) => ({ classId, userId: teacher.id })),
      ),
    )
  ).flat();
  return { school, classes, students, teachers, studentPlaces, teacherPlaces, goneClasses };
}
