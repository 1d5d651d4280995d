import * as z from 'zod/mini';
import { MIN_NAME_QUERY_LENGTH } from '../rules/person-names';
import { isoDateTime } from './common';
import { accountStatusSchema } from './user';

/**
 * Finding any user (the Users tab, users.manage): an account by username, e-mail, id or name, of
 * any kind, with what support needs to know of it and what they may do from there (log in as,
 * send a password reset, disable or enable it).
 */
export const ADMIN_USER_MESSAGES = {
  queryTooShort: `Please type at least ${MIN_NAME_QUERY_LENGTH} characters of a username, e-mail or name.`,
  queryTooLong: 'That is too long for a username, e-mail or name: type at most 254 characters.',
  notFound: 'The account could not be found.',
  deleted: 'This account has been deleted: it cannot be changed any more.',
  disableSelf: 'You cannot disable your own account.',
  disableStaff: 'This account holds staff roles: remove them on the Staff tab first, then disable it.',
  moreRoles: 'This account holds staff roles you do not hold: only someone who holds them may change it.',
  managedPassword:
    'A student’s or child’s password is set by their teacher or parent, not by e-mail: they have no reset link.',
  noEmail: 'This account has no e-mail address to send a reset link to.',
  disabledNoReset: 'This account is disabled: enable it before sending a password reset.',
} as const;

/** The most accounts one search answers; more are reported, never silently left out. */
export const USER_SEARCH_LIMIT = 50;

export const userSearchQuerySchema = z.object({
  query: z
    .string({ error: ADMIN_USER_MESSAGES.queryTooShort })
    .check(
      z.trim(),
      z.minLength(MIN_NAME_QUERY_LENGTH, ADMIN_USER_MESSAGES.queryTooShort),
      z.maxLength(254, ADMIN_USER_MESSAGES.queryTooLong),
    ),
});

export const adminUserParamsSchema = z.object({
  userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** What kind of account it is (visitor-and-account §3): a school admin is also a teacher. */
export const ACCOUNT_KINDS = ['teacher', 'schoolAdmin', 'student', 'parent', 'child', 'personal'] as const;
export type AccountKindName = (typeof ACCOUNT_KINDS)[number];
export const ACCOUNT_KIND_LABELS: Record<AccountKindName, string> = {
  teacher: 'Teacher',
  schoolAdmin: 'School administrator',
  student: 'Student',
  parent: 'Parent',
  child: 'Child',
  personal: 'Personal',
};

/** How the account signs in: its password, Google or Facebook ('social'), or a school's SAML system. */
export const signInMethodSchema = z.object({
  kind: z.enum(['password', 'social', 'saml']),
  /** Google or Facebook for 'social', the school system's name for 'saml'; null for 'password'. */
  provider: z.nullable(z.string()),
});
export type SignInMethod = z.infer<typeof signInMethodSchema>;

export const userAccountSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  /** Holds at least one staff role. */
  staff: z.boolean(),
  status: accountStatusSchema,
  createdAt: isoDateTime,
  lastSignIn: z.nullable(isoDateTime),
  /** The school of a teacher, administrator or student. */
  school: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The parent of a child account. */
  family: z.nullable(z.object({ parentId: z.string(), parentName: z.string() })),
  signInMethods: z.array(signInMethodSchema),
  hasTwoFactor: z.boolean(),
  /** Whether the caller may log in as this account (shared/rules/login-as.ts), and if not, why. */
  loginAs: z.object({ allowed: z.boolean(), refusal: z.nullable(z.string()) }),
  /**
   * The account holds staff roles the caller does not (holdsRolesBeyond): none of the caller's
   * account actions reach it (staff-console §6), so the console offers none.
   */
  holdsMoreRoles: z.boolean(),
});
export type UserAccountSummary = z.infer<typeof userAccountSummarySchema>;

export const userSearchResponseSchema = z.object({
  users: z.array(userAccountSummarySchema),
  /** More accounts matched than were answered: type more of the name. */
  more: z.boolean(),
});
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

/** One account as its page shows it: the summary, and a parent's children. */
export const userAccountResponseSchema = z.object({
  user: userAccountSummarySchema,
  children: z.array(z.object({ id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() })),
  staffRoles: z.array(z.object({ code: z.string(), context: z.nullable(z.string()) })),
});
export type UserAccountResponse = z.infer<typeof userAccountResponseSchema>;

export const passwordResetSentSchema = z.object({ sentTo: z.string() });
