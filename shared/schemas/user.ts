import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { TITLES } from '../constants';
import { SOCIAL_PROVIDERS } from '../rules/federated-sign-in';
import { isoDateTime } from './common';
import { phrase } from '../i18n/text';

export const titleSchema = z.enum(TITLES, { error: phrase('Please choose a title.') });
export const homeRoleSchema = z.enum(['parent', 'child']);
export const schoolRoleSchema = z.enum(['student', 'teacher', 'admin']);

/**
 * Whether the account may use the portal. Disabling or deleting an account ends its access at
 * once: the API's auth context refuses any status but active (functions/http/auth-context.ts).
 * Profiles written before the status existed read as active.
 */
export const accountStatusSchema = z.enum(['active', 'disabled', 'deleted']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export { ACCOUNT_REVOKED_MESSAGES } from './account-revoked-messages';

/** A Google or Facebook identity the account signs in with (visitor-and-account §3 socialAccounts). */
export const socialAccountSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  socialId: z.string(),
  email: z.nullable(z.string()),
});
export type SocialAccount = z.infer<typeof socialAccountSchema>;

export const staffRoleGrantSchema = z.object({ code: z.string(), context: z.nullable(z.string()) });

/** The signed-in user as the API returns it: the profile kept in DynamoDB, keyed by the Cognito sub. */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.nullable(z.string()),
  title: z.nullable(titleSchema),
  firstName: z.string(),
  lastName: z.string(),
  countryId: z.nullable(z.string()),
  homeRole: z.nullable(homeRoleSchema),
  schoolRole: z.nullable(schoolRoleSchema),
  isSchoolAdmin: z.boolean(),
  schoolId: z.nullable(z.string()),
  parentId: z.nullable(z.string()),
  staffRoles: z.array(staffRoleGrantSchema),
  createdAt: isoDateTime,
  lastSignIn: z.nullable(isoDateTime),
  /**
   * The sign-in before lastSignIn, kept by the same write that records a sign-in
   * (data/sign-in-events.ts saveSignIn): null when lastSignIn was the first; absent (unknown) on a
   * profile whose last sign-in was recorded before it was kept (shared/rules/previous-sign-in.ts).
   */
  previousSignIn: z.optional(z.nullable(isoDateTime)),
  numSignIns: z.int().check(z.nonnegative()),
  status: z._default(accountStatusSchema, 'active'),
  /** Whether the account signs in with a username and password (a federated-only one does not). */
  hasPassword: z._default(z.boolean(), true),
  /**
   * Whether sign-in asks for a one-time code (Cognito software-token MFA, set through the API
   * only). The secret stays in Cognito; this flag is all the table knows.
   */
  hasTwoFactor: z._default(z.boolean(), false),
  /** The Google and Facebook identities that sign in to this account; profiles written before read as none. */
  socialAccounts: z._default(z.array(socialAccountSchema), []),
  /** A student's Student ID (school-and-family §3 schoolKey); null when not given. Profiles written before read as null. */
  schoolKey: z._default(z.nullable(z.string()), null),
  /**
   * Schools listed against this user as their district administrator (school-and-family §6),
   * written with the school's administrators by data/school-administrators.ts. Profiles written
   * before read as none.
   */
  districtSchoolIds: z._default(z.array(z.string()), []),
  /** A teacher's phone number, confirmed by staff when they start the teacher's trials (staff-console §4); profiles written before read as none. */
  phone: z._default(z.nullable(z.string()), null),
  /**
   * The language the person chose for the portal, its e-mails and printouts (docs/using/languages.md);
   * null until they choose one (then the browser's is used). A code the portal no longer speaks reads as null.
   */
  language: z._default(z.catch(z.nullable(z.enum(LOCALES)), null), null),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What every new account starts with, whichever way it is made: active, never signed in, no second factor, no Student ID, no district schools. */
export const NEW_ACCOUNT_STATE = {
  lastSignIn: null,
  previousSignIn: null,
  numSignIns: 0,
  status: 'active',
  hasTwoFactor: false,
  schoolKey: null,
  districtSchoolIds: [],
  phone: null,
  language: null,
} as const satisfies Partial<SessionUser>;

/** Who may act as whom (shared/schemas/acting-as.ts): a parent as their child, staff as a user (log in as). */
export const ACTING_AS_KINDS = ['parent-as-child', 'staff-as-user'] as const;

/** What the session tells the SPA while the caller acts as another user: who is really signed in, and since when. */
export const actingAsSchema = z.object({
  kind: z.enum(ACTING_AS_KINDS),
  actor: z.object({ id: z.string(), firstName: z.string() }),
  since: isoDateTime,
  expiresAt: isoDateTime,
});
export type ActingAs = z.infer<typeof actingAsSchema>;

/** GET /api/auth/session. While the caller acts as another user, `user` is whom they act as and `actingAs` says who they are. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema, actingAs: z.nullable(actingAsSchema) });
