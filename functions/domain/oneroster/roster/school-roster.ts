import {
  listSchoolClassGroups,
  listSchoolMemberships,
  listSchoolStudents,
  listTeacherClasses,
  type ClassGroup,
  type ClassMember,
} from '../../../data/class-groups';
import { listRosterTombstones, type RosterTombstone } from '../../../data/roster-tombstones';
import { getSchool, type StoredSchool } from '../../../data/schools';
import { listSchoolTeacherProfiles, loadProfiles, type StoredProfile } from '../../../data/users';

/** A teacher's place in a class of the school (the class-teacher items, by teacher), since when. */
export interface TeacherPlace {
  classId: string;
  userId: string;
  assignedAt: string;
  updatedAt?: string;
}

/** What the portal holds of one school's roster, as read: the mapping (roster-mapping.ts) makes records of it. */
export interface SchoolRoster {
  school: StoredSchool;
  classes: ClassGroup[];
  students: StoredProfile[];
  teachers: StoredProfile[];
  studentPlaces: ClassMember[];
  teacherPlaces: TeacherPlace[];
  /** Classes, people and places gone in the last 30 days: served as `tobedeleted`. */
  gone: RosterTombstone[];
  /**
   * The school's district administrators (teachers of another school who list it, school-and-family
   * 'School district admin'), longest listed first: the first one's schools are its district.
   */
  districtAdmins: StoredProfile[];
}

/**
 * Reads a school's roster from its partitions, never a Scan ('What may be read' in
 * docs/internals.md 'OneRoster API'): the school, its classes (gsi1 SCHOOLCLASSES#), its students
 * and teachers (gsi1 SCHOOL#, by role), every student's places (gsi2 CLASSMEMBERS#, one partition
 * for the whole school) and what went from it in the last 30 days (ROSTERGONE#) side by side; then
 * each teacher's classes (gsi1 TEACHERCLASSES#), one Query per teacher, and the school's
 * administrators (one BatchGetItem, for its district), also side by side. A school of 5,000
 * students and 200 classes is a dozen Queries of up to 1 MB and one per teacher. Null when the
 * school no longer exists.
 */
export async function readSchoolRoster(schoolId: string, now: Date): Promise<SchoolRoster | null> {
  const [school, classes, students, teachers, studentPlaces, gone] = await Promise.all([
    getSchool(schoolId),
    listSchoolClassGroups(schoolId),
    listSchoolStudents(schoolId),
    listSchoolTeacherProfiles(schoolId),
    listSchoolMemberships(schoolId),
    listRosterTombstones(schoolId, now),
  ]);
  if (!school) return null;
  const classIds = new Set(classes.map((classGroup) => classGroup.id));
  const [administrators, ...placesOfTeachers] = await Promise.all([
    // The school's administrators as it lists them (one BatchGetItem): its own and its district's.
    loadProfiles(school.administrators),
    ...teachers.map(async (teacher) =>
      (await listTeacherClasses(teacher.id))
        .filter((place) => classIds.has(place.classId))
        .map(({ classId, assignedAt, updatedAt }) => ({ classId, userId: teacher.id, assignedAt, updatedAt })),
    ),
  ]);
  const districtAdmins = administrators.filter(
    (admin) => admin.status !== 'deleted' && admin.schoolId !== schoolId && admin.districtSchoolIds.includes(schoolId),
  );
  const teacherPlaces = placesOfTeachers.flat();
  return { school, classes, students, teachers, studentPlaces, teacherPlaces, gone, districtAdmins };
}
