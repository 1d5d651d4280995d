import type { SessionUser } from '../../../shared/schemas/user';
import {
  listSchoolClassGroups,
  listSchoolMemberships,
  listSchoolStudents,
  listTeacherClassIds,
} from '../../data/class-groups';
import { getSchool } from '../../data/schools';
import { listSchoolTeacherProfiles } from '../../data/users';
import { ADMIN_SCHOOL_MESSAGES } from '../../../shared/schemas/admin-schools';
import type { FileAnswer } from '../core/files/file-answer';
import { refuseWhileRosterChanges } from '../core/exports/roster-changes';
import { NotFoundError } from '../../platform/errors';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ClassCounts {
  students: number;
  signedIn7: number;
  signedIn30: number;
  neverSignedIn: number;
}

function countsOf(students: readonly SessionUser[], now: Date): ClassCounts {
  const since = (days: number) => now.getTime() - days * DAY_MS;
  const signedInSince = (days: number) =>
    students.filter((student) => student.lastSignIn !== null && Date.parse(student.lastSignIn) >= since(days)).length;
  return {
    students: students.length,
    signedIn7: signedInSince(7),
    signedIn30: signedInSince(30),
    neverSignedIn: students.filter((student) => student.lastSignIn === null).length,
  };
}

/**
 * View Class Stats (staff-console §2, §7 class-stats): one row per class of the school, by name,
 * with its teachers and how many of its students signed in within 7 and 30 days or never, then one
 * row for the students in no class. Reads the school's classes, places, students and teachers by
 * index (no Scan); names are people's text, so formula cells are neutralised.
 */
export async function classStatsCsv(schoolId: string, now = new Date()): Promise<FileAnswer> {
  const school = await getSchool(schoolId);
  if (!school) throw new NotFoundError(ADMIN_SCHOOL_MESSAGES.schoolNotFound);
  // Never silently partial (ARCHITECTURE 'Jobs and progress'): not while a job changes the school's
  // accounts.
  await refuseWhileRosterChanges([school.id], now);
  const [classes, memberships, students, teachers] = await Promise.all([
    listSchoolClassGroups(schoolId),
    listSchoolMemberships(schoolId),
    listSchoolStudents(schoolId),
    listSchoolTeacherProfiles(schoolId),
  ]);
  const studentById = new Map(students.map((student) => [student.id, student]));
  const studentsOfClass = new Map<string, SessionUser[]>();
  const placed = new Set<string>();
  for (const place of memberships) {
    const student = studentById.get(place.userId);
    if (!student) continue;
    placed.add(student.id);
    studentsOfClass.set(place.classId, [...(studentsOfClass.get(place.classId) ?? []), student]);
  }
  const teacherNames = new Map<string, string[]>();
  const classIdsOfTeachers = await Promise.all(teachers.map((teacher) => listTeacherClassIds(teacher.id)));
  teachers.forEach((teacher, index) => {
    for (const classId of classIdsOfTeachers[index] ?? [])
      teacherNames.set(classId, [
        ...(teacherNames.get(classId) ?? []),
        `${teacher.firstName} ${teacher.lastName}`.trim(),
      ]);
  });

  const rows = classes.map((group) => ({
    className: group.name || 'Unnamed class',
    classCode: group.code,
    teachers: (teacherNames.get(group.id) ?? []).join('; '),
    ...countsOf(studentsOfClass.get(group.id) ?? [], now),
  }));
  const unplaced = students.filter((student) => !placed.has(student.id));
  rows.push({ className: 'Students in no class', classCode: '', teachers: '', ...countsOf(unplaced, now) });
  const body = spreadsheetCsv(rows, [
    { key: 'className', header: 'Class' },
    { key: 'classCode', header: 'Class Code' },
    { key: 'teachers', header: 'Teachers' },
    { key: 'students', header: 'Students' },
    { key: 'signedIn7', header: 'Signed In (7 days)' },
    { key: 'signedIn30', header: 'Signed In (30 days)' },
    { key: 'neverSignedIn', header: 'Never Signed In' },
  ]);
  const stem = school.code ?? school.id;
  return { body, filename: `class-stats-${stem}-${now.toISOString().slice(0, 10)}.csv` };
}
