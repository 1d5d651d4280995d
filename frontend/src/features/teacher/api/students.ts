import { studentsEndpoints } from '../../../../../shared/api/endpoints/students';
import { defineMutation } from '../../../lib/define-mutation';
import { TEACHER_KEY } from './keys';

/** The students area: Add Student, a student's details, Delete Students and passwords. */
export const createStudent = defineMutation(studentsEndpoints.createStudent, { invalidates: [TEACHER_KEY] });
export const updateStudent = defineMutation(studentsEndpoints.updateStudent, { invalidates: [TEACHER_KEY] });
export const regenerateUsername = defineMutation(studentsEndpoints.regenerateUsername, { invalidates: [TEACHER_KEY] });
export const deleteStudents = defineMutation(studentsEndpoints.deleteStudents, {
  invalidates: [TEACHER_KEY],
  invalidateOn: 'settled',
});
/** Show Passwords: the chosen students' passwords (each reveal is recorded). */
export const revealPasswords = defineMutation(studentsEndpoints.revealPasswords);
/** Export record: one student's data as a ZIP job (a subject access request). */
export const exportStudentRecord = defineMutation(studentsEndpoints.exportStudentRecord);
