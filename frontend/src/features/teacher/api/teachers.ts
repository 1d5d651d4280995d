import { teachersEndpoints } from '../../../../../shared/api/endpoints/teachers';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { TEACHER_KEY } from './keys';

/** The school's teachers (Manage Teachers, Manage Classes' teacher search). */
export const listSchoolTeachers = defineQuery(teachersEndpoints.listSchoolTeachers, {
  queryKey: [...TEACHER_KEY, 'school-teachers'],
});

/** Manage Teachers' inline form: the new teacher is mailed their username and a temporary password. */
export const addTeacher = defineMutation(teachersEndpoints.addTeacher, { invalidates: [TEACHER_KEY] });
export const addExistingTeacher = defineMutation(teachersEndpoints.addExistingTeacher, { invalidates: [TEACHER_KEY] });
/** Add/Remove Administrator; answers reload when the caller changed their own status. */
export const changeSchoolAdminStatus = defineMutation(teachersEndpoints.changeSchoolAdminStatus, {
  invalidates: [TEACHER_KEY],
});
export const resetTeacherPassword = defineMutation(teachersEndpoints.resetTeacherPassword);
export const deleteTeacher = defineMutation(teachersEndpoints.deleteTeacher, {
  invalidates: [TEACHER_KEY],
  invalidateOn: 'settled',
});
/** Import Teachers (CSV): the file's text; the answer counts the imported and skipped teachers, or lists the file's errors. */
export const importTeachers = defineMutation(teachersEndpoints.importTeachers, { invalidates: [TEACHER_KEY] });
