import { STUDENT_DOCUMENT_MESSAGES } from '../../../shared/schemas/student-documents';
import type { SessionUser } from '../../../shared/schemas/user';
import type { SecretBox } from '../../adapters/secret-box/port';
import { listSchoolStudents } from '../../data/class-groups';
import type { FileAnswer } from '../core/files/file-answer';
import { refuseWhileRosterChanges } from '../core/exports/roster-changes';
import { administeredSchool, classSchoolOf, type ClassSchool } from '../classes/class-access';
import { classLabel } from './document-rows';
import { classAndStudents, documentStudents, isListedStudent } from './student-documents';
import { studentListCsv } from './student-list-csv';

/**
 * Export Student List (CSV) of a class and of a whole school; no PDF code in these functions. Each
 * is refused while a job changes the school's accounts (ARCHITECTURE 'Jobs and progress'), before
 * any password is revealed.
 */

const csvOptions = (school: ClassSchool) => ({ showSchoolKey: !school.hideSchoolKey });

/** Export Student List of a class (CSV). */
export async function exportClassStudentsCsv(
  user: SessionUser,
  classGroupId: string,
  passwordBox: SecretBox,
): Promise<FileAnswer> {
  const { classGroup, classSchool, students } = await classAndStudents(user, classGroupId, null);
  await refuseWhileRosterChanges([classSchool.id]);
  const rows = await documentStudents(user, classSchool, students, 'csv', passwordBox);
  return {
    filename: `${classLabel(classGroup.name)} students.csv`,
    body: studentListCsv(rows, csvOptions(classSchool)),
  };
}

/** Export Student List of the whole school (CSV): the school's administrators only (403 for its teachers, 404 for anyone else). */
export async function exportSchoolStudentsCsv(
  user: SessionUser,
  schoolId: string,
  passwordBox: SecretBox,
): Promise<FileAnswer> {
  const school = await administeredSchool(user, schoolId, STUDENT_DOCUMENT_MESSAGES.schoolListAdministratorsOnly);
  await refuseWhileRosterChanges([school.id]);
  const [classSchool, students] = await Promise.all([classSchoolOf(school), listSchoolStudents(school.id)]);
  const rows = await documentStudents(
    user,
    classSchool,
    students.filter((student) => isListedStudent(student, school.id)),
    'csv',
    passwordBox,
  );
  return { filename: `${school.name} students.csv`, body: studentListCsv(rows, csvOptions(classSchool)) };
}
