import { schoolIdParamsSchema } from '../../schemas/schools';
import {
  existingTeacherSchema,
  newTeacherSchema,
  schoolAdminStatusResponseSchema,
  schoolAdminStatusSchema,
  schoolTeachersResponseSchema,
  teacherIdParamsSchema,
  teacherImportResponseSchema,
  teacherImportSchema,
  teacherResponseSchema,
} from '../../schemas/teachers';
import * as z from 'zod/mini';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Teachers of a school (school-and-family §2 Manage Teachers, §5, §7 changeSchoolAdminStatus,
 * addExistingTeacher). The school's administrators only: other teachers 403, another school 404.
 */
export const teachersEndpoints = defineEndpoints('teachers', {
  listSchoolTeachers: defineEndpoint({
    method: 'GET',
    path: '/api/schools/{schoolId}/teachers',
    summary:
      "Manage Teachers, and the teacher search of Manage Classes: the school's teachers by last name, with their classes and administrator status.",
    params: schoolIdParamsSchema,
    response: schoolTeachersResponseSchema,
  }),
  addTeacher: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/teachers',
    summary:
      "Manage Teachers' inline form: a teacher account whose username is the email, with a temporary password mailed to them that must be changed at first sign-in. 403 when the school's accounts are restricted.",
    params: schoolIdParamsSchema,
    body: newTeacherSchema,
    response: teacherResponseSchema,
    successStatus: 201,
  }),
  addExistingTeacher: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/add-existing-teacher',
    summary:
      'addExistingTeacher: a teacher account that belongs to no school yet joins this school. An account of another school is refused.',
    params: schoolIdParamsSchema,
    body: existingTeacherSchema,
    response: teacherResponseSchema,
  }),
  changeSchoolAdminStatus: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/teachers/{teacherId}/change-school-admin-status',
    summary:
      'Add/Remove Administrator. The school keeps an administrator of its own: its last one cannot be removed (409), by themself or anyone else.',
    params: teacherIdParamsSchema,
    body: schoolAdminStatusSchema,
    response: schoolAdminStatusResponseSchema,
  }),
  resetTeacherPassword: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/teachers/{teacherId}/reset-password',
    summary: 'Reset Password: a new temporary password mailed to the teacher, to be changed at their next sign-in.',
    params: teacherIdParamsSchema,
    response: z.object({ sentTo: z.string() }),
  }),
  deleteTeacher: defineEndpoint({
    method: 'DELETE',
    path: '/api/schools/{schoolId}/teachers/{teacherId}',
    summary:
      'Delete Teacher: one teacher who is not an administrator and not the caller. The account is deleted (audited).',
    params: teacherIdParamsSchema,
    response: z.object({ deleted: z.string() }),
  }),
  importTeachers: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/teacher-imports',
    summary:
      'Import Teachers (.csv, or .xlsx as base64; at most 1,000 teachers): every row needs Title, First Name, Last Name and Email. A file with errors is refused with them; otherwise the import is audited and a job adds the teachers (existing emails are skipped, each new teacher is mailed a temporary password), answered as `job`.',
    params: schoolIdParamsSchema,
    body: teacherImportSchema,
    response: teacherImportResponseSchema,
  }),
});
