import {
  adminUserParamsSchema,
  passwordResetSentSchema,
  userAccountResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '../../schemas/admin-users';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Finding any user (the Users tab of staff-console §2, users.manage): search by username, e-mail, id or
 * name, an account's page, and what support does for it from there. Log in as is
 * POST /api/login-as (acting-as), offered where shared/rules/login-as.ts allows it.
 */
export const adminUsersEndpoints = defineEndpoints('admin-users', {
  searchUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    summary:
      'Find any account (users.manage): by username or e-mail (exact), id, or name (a last name’s beginning, or first and last name in either order), at most 50, with `more` when more matched. Each with its kind, school or family, status, last sign-in, sign-in methods and whether the caller may log in as it.',
    query: userSearchQuerySchema,
    response: userSearchResponseSchema,
  }),
  getUserAccount: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/{userId}',
    summary: 'One account as support sees it (users.manage): its summary, a parent’s children, its staff roles.',
    params: adminUserParamsSchema,
    response: userAccountResponseSchema,
  }),
  sendUserPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/{userId}/password-reset',
    summary:
      'Send a password reset (users.manage): mails the account’s e-mail a reset link, as the account’s own request would (5 an hour per account, then 429). Refused (409) for students and children, accounts without an e-mail and disabled accounts; audited.',
    params: adminUserParamsSchema,
    response: passwordResetSentSchema,
  }),
  disableUserAccount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/{userId}/disable',
    summary:
      'Disable an account (users.manage): its next call is refused, it is signed out everywhere and cannot sign in until enabled; nothing is deleted. Refused (409) for oneself, an account holding staff roles and a deleted account. Repeating it changes nothing; audited.',
    params: adminUserParamsSchema,
    response: userAccountResponseSchema,
  }),
  enableUserAccount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/{userId}/enable',
    summary:
      'Enable a disabled account again (users.manage): it signs in as before. Refused (409) for a deleted account. Repeating it changes nothing; audited.',
    params: adminUserParamsSchema,
    response: userAccountResponseSchema,
  }),
});
