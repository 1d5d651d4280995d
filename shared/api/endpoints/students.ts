import { classGroupIdParamsSchema, studentIdsSchema } from '../../schemas/classes';
import {
  revealPasswordsResponseSchema,
  studentCreatedResponseSchema,
  studentCreateSchema,
  studentIdParamsSchema,
  studentResponseSchema,
  studentUpdateSchema,
  webinarLookupResponseSchema,
  webinarLookupSchema,
} from '../../schemas/students';
import { schoolIdParamsSchema } from '../../schemas/schools';
import { jobResponseSchema } from '../../schemas/jobs';
import { schoolStudentParamsSchema } from '../../schemas/privacy';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Student accounts (school-and-family §2 Class page, §7 regenerate-username, deleteStudents;
 * ARCHITECTURE 'Managed accounts' passwords'): made by teachers with a generated username and a
 * readable passphrase, kept encrypted so teachers can hand them out; every reveal is audited.
 */
export const studentsEndpoints = defineEndpoints('students', {
  createStudent: defineEndpoint({
    method: 'POST',
    path: '/api/class-groups/{classGroupId}/students',
    summary:
      'The class page’s create-student form: a student account of the class’s school in the class, with a username from the first name and a generated passphrase (answered once, and revealable later). 403 when the school’s accounts are restricted.',
    params: classGroupIdParamsSchema,
    body: studentCreateSchema,
    response: studentCreatedResponseSchema,
    successStatus: 201,
  }),
  updateStudent: defineEndpoint({
    method: 'PATCH',
    path: '/api/students/{studentId}',
    summary:
      'Inline editing on the class page: first name, last name, Student ID or a new password (the password rule; set on the account, kept encrypted, audited).',
    params: studentIdParamsSchema,
    body: studentUpdateSchema,
    response: studentResponseSchema,
  }),
  regenerateUsername: defineEndpoint({
    method: 'POST',
    path: '/api/students/{studentId}/regenerate-username',
    summary:
      "Regenerate Username: a new unique username from the student's first name. 409 'The username already matches the student's first name.' when it already does.",
    params: studentIdParamsSchema,
    response: studentResponseSchema,
  }),
  revealPasswords: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/reveal-passwords',
    summary:
      'Show passwords: the passwords of the chosen students the caller may reach (their classes’ students; all of the school’s for its administrators). Each reveal is written to the audit trail.',
    params: schoolIdParamsSchema,
    body: studentIdsSchema,
    response: revealPasswordsResponseSchema,
    retry: 'safe',
  }),
  deleteStudents: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/delete-students',
    summary:
      'Delete Student(s): school administrators only. The deletion of every chosen student is audited, then a job deletes the accounts (sign-in identity, profile, class places); answers the job (202), whose progress GET /api/jobs/{jobId} gives.',
    params: schoolIdParamsSchema,
    body: studentIdsSchema,
    response: jobResponseSchema,
    successStatus: 202,
  }),
  exportStudentRecord: defineEndpoint({
    method: 'POST',
    path: '/api/schools/{schoolId}/students/{studentId}/record-export',
    summary:
      "Export record (a subject access request): starts the job that writes everything the portal holds about the student as a ZIP, as a parent's download of a child's data. The school's administrators and staff with school.manage for it; audited.",
    params: schoolStudentParamsSchema,
    response: jobResponseSchema,
    successStatus: 202,
  }),
  webinarLookup: defineEndpoint({
    method: 'POST',
    path: '/api/users/class-search',
    summary:
      "Webinar lookup (signed-out only): the attendee of the webinar class whose Student ID is the email given; 404 'No users found'. Limited per address and per class code (429); every lookup is recorded.",
    body: webinarLookupSchema,
    response: webinarLookupResponseSchema,
    retry: 'safe',
  }),
});
