import { emailCheckSchema } from '../../schemas/email-tools';
import { jobResponseSchema } from '../../schemas/jobs';
import {
  deleteInactiveStudentsSchema,
  inactiveDateQuerySchema,
  inactiveStudentsPreviewSchema,
  passwordResetCheckSchema,
} from '../../schemas/user-checks';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/** The Users tab (staff-console §2 Users, §5, §7): Email Checker and Delete Inactive Students. */
export const userChecksEndpoints = defineEndpoints('user-checks', {
  checkPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/password/check-reset',
    summary:
      'Check Password Reset (users.manage): whether the e-mail has an account, when its outstanding reset link was asked for, and whether it signs in through Google, Facebook or a school SAML system. Sends nothing.',
    body: emailCheckSchema,
    response: passwordResetCheckSchema,
    retry: 'safe',
  }),
  previewInactiveStudents: defineEndpoint({
    method: 'GET',
    path: '/api/admin/inactive-students',
    summary:
      "What Delete Inactive Students would delete (users.manage.delete.inactive-students): how many students of how many schools have not signed in since the date ('No date selected').",
    query: inactiveDateQuerySchema,
    response: inactiveStudentsPreviewSchema,
  }),
  deleteInactiveStudents: defineEndpoint({
    method: 'POST',
    path: '/api/delete-inactive-students',
    summary:
      'Delete Inactive Students (users.manage.delete.inactive-students): deletes, as a job (201), the students who have not signed in since the date (never signed in: created before it), with their class places, passwords and sign-in links. Refused (409) when more students would go than the confirmation said.',
    query: inactiveDateQuerySchema,
    body: deleteInactiveStudentsSchema,
    response: jobResponseSchema,
    successStatus: 201,
  }),
});
