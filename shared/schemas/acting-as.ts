import * as z from 'zod/mini';
import { isoDateTime } from './common';
import { actingAsSchema, sessionUserSchema, type ACTING_AS_KINDS } from './user';

/**
 * Acting as another user (ARCHITECTURE 'Acting as another user'): a parent as their child, and
 * later staff 'log in as'. One mechanism: the actor signs in as themself; starting to act gives
 * them a short-lived grant whose secret the SPA sends beside the actor's own token on every call
 * (ACT_AS_HEADER). The server checks the grant on every call (the actor's token, unexpired, not
 * ended, the relation still holds) and then treats the call as the subject's, knowing both.
 */
export { ACT_AS_ENDED_ERROR_CODE, ACT_AS_ENDED_MESSAGE, ACT_AS_HEADER } from '../api/acting-as-header';
export { ACTING_AS_KINDS, actingAsSchema, type ActingAs } from './user';
export type ActingAsKind = (typeof ACTING_AS_KINDS)[number];

/** The most a grant lives; it also ends when the actor switches back or signs out. */
export const ACT_AS_GRANT_MINUTES = 60;

/** Starting to act: the grant's secret (answered once, never stored by the server) and the subject as the session will show them. */
export const actAsGrantResponseSchema = z.object({
  grant: z.object({ secret: z.string(), expiresAt: isoDateTime }),
  user: sessionUserSchema,
  actingAs: actingAsSchema,
});
export type ActAsGrantResponse = z.infer<typeof actAsGrantResponseSchema>;

export const actAsEndedResponseSchema = z.object({ ended: z.boolean() });

/** Log in as (staff-console §1, §6): what staff are told when they may not. */
export const LOGIN_AS_MESSAGES = {
  userNotFound: 'The user could not be found',
  self: 'You are signed in as yourself already.',
  notPermitted: 'Your staff roles do not allow logging in as this user.',
  moreRoles: 'You cannot log in as a staff member who holds roles you do not hold.',
  /** A school.manage holder and an administrator of a school it does not cover (a district administrator's other schools). */
  administersBeyond:
    'This user administers a school your staff roles do not cover, so you cannot log in as them: ask someone with the users.manage role.',
  /** Acting as someone who then asks to act as a third person (a parent's child): one step at a time. */
  nested: 'You are already acting as another user: return to your own account first.',
  notSchoolMember:
    'Logging in as a parent, child or personal account needs the users.manage role: school.manage reaches the teachers and students of a school only.',
} as const;

/** POST /api/login-as: whom to act as. */
export const loginAsSchema = z.object({
  user: z.string().check(z.trim(), z.minLength(1, LOGIN_AS_MESSAGES.userNotFound), z.maxLength(64)),
});
