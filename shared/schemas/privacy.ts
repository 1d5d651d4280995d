import * as z from 'zod/mini';
import { isoDateTime } from './common';
import { phrase, translated } from '../i18n/text';
import { SIGN_ON_ATTRIBUTES, type SignOnAttribute } from './app-launch';

/**
 * A person's data (GDPR articles 15 and 20, COPPA's parental review): every kind of
 * record the portal holds about one account, in plain words. The child's data page shows it, and
 * the same record, as files, is the ZIP a parent downloads for their child and a school exports
 * for one student (functions/domain/privacy/person-record.ts builds it once for both).
 */

export const PRIVACY_MESSAGES = {
  /** Staff logged in as a parent (or anyone acting as another account) see and take no child's data. */
  actingAsAnother:
    "A child's data can only be viewed or downloaded by their parent, signed in as themself. Staff signed in as a parent cannot do it.",
  /** Staff logged in as a school administrator (or anyone acting as one) export no student's record. */
  actingAsAdministrator:
    "A student's record can only be exported by the school's administrators, signed in as themselves. Staff logged in as an administrator cannot do it.",
  /** A teacher of the school who is not one of its administrators. */
  onlyAdministrators: "Only the school's administrators can export a student's record.",
  /** The student is not a student of this school (or not one the caller reaches). */
  studentNotFound: 'This student was not found in this school.',
  failed: 'The download could not be prepared. Resume it from Jobs to finish it.',
} as const;

/** What each attribute an app may receive means, in words (shared/schemas/app-launch.ts SIGN_ON_ATTRIBUTES). */
export const ATTRIBUTE_WORDS: Readonly<Record<SignOnAttribute, string>> = {
  username: phrase('username'),
  firstName: phrase('first name'),
  lastInitial: phrase('last name initial'),
  lastName: phrase('last name'),
  email: phrase('e-mail address'),
  role: phrase('role (child, student, teacher…)'),
  schoolId: phrase('school'),
  classIds: phrase('classes'),
  accessType: phrase('kind of access (subscription, trial…)'),
  accessExpiry: phrase('when the access ends'),
};

/** An attribute's name in words, in the current language; a name the portal no longer releases is shown as it was recorded. */
export function attributeInWords(name: string): string {
  return (SIGN_ON_ATTRIBUTES as readonly string[]).includes(name)
    ? translated(ATTRIBUTE_WORDS[name as SignOnAttribute])
    : name;
}

/**
 * The words a person's record is written in (the child's data page, the data download), keyed by
 * their English and given in the reader's language: people as the reader knows them, ways of
 * signing in, kinds of account and of access, and the state of what the person holds.
 */
export const PERSON_RECORD_TEXTS = {
  you: 'You',
  parent: 'Parent',
  portalStaff: 'Portal staff',
  passwordSignIn: 'Username and password',
  authenticatorSignIn: 'A one-time code from an authenticator app',
  unnamedClass: '(unnamed)',
  childAccount: 'Child account',
  student: 'Student',
  schoolAdministrator: 'School administrator',
  teacher: 'Teacher',
  parentAccount: 'Parent account',
  personalAccount: 'Personal account',
  freeAccess: 'Free',
  subscriptionAccess: 'Subscription',
  trialAccess: 'Free trial',
  trialing: 'Free trial',
  active: 'Active',
  pastDue: 'Payment failed',
  incomplete: 'Payment not completed',
  ended: 'Ended',
} as const;

export const personProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The kind of account in words, in the reader's language: 'Child account', 'Student', … */
  accountType: z.string(),
  email: z.nullable(z.string()),
  /** The school's name, for a school account. */
  school: z.nullable(z.string()),
  /** A student's Student ID. */
  studentId: z.nullable(z.string()),
  createdAt: isoDateTime,
  lastSignIn: z.nullable(isoDateTime),
  signInCount: z.int().check(z.nonnegative()),
  status: z.string(),
});

/**
 * What the person has of one app and why (shared/rules/holdings.ts): a subscription record, or
 * access with no record behind it (a free trial, a child's subscription…), as View Subscriptions
 * lists it.
 */
export const personSubscriptionSchema = z.object({
  app: z.string(),
  plan: z.string(),
  /** Why the person has it, in words: 'Card subscription', 'Activation code', 'Free trial', … */
  source: z.string(),
  /** Its state in words: 'Free trial', 'Active', 'Payment failed', 'Ended', … */
  state: z.string(),
  /** Null for access with no subscription record (its start is not kept). */
  startedAt: z.nullable(isoDateTime),
  trialEnd: z.nullable(isoDateTime),
  end: z.nullable(isoDateTime),
  cancelled: z.boolean(),
});

export const personAppAccessSchema = z.object({
  app: z.string(),
  /** The kind of access in words: 'Free', 'Subscription' or 'Free trial'. */
  type: z.string(),
  expiry: z.nullable(isoDateTime),
  lastOpened: z.nullable(isoDateTime),
});

export const personActivationCodeSchema = z.object({ code: z.string(), app: z.string(), claimedAt: isoDateTime });

export const personClassSchema = z.object({ className: z.string(), school: z.string() });

export const personSignInSchema = z.object({ at: isoDateTime });

export const personAppLaunchSchema = z.object({
  at: isoDateTime,
  app: z.string(),
  /** The attributes the app received, in words ('first name', 'last name initial'…). */
  attributes: z.array(z.string()),
  /** Who opened it: the person, or who acted as them ('You, as Mia'), in the reader's language. */
  openedBy: z.string(),
});

export const personHistoryEntrySchema = z.object({
  at: isoDateTime,
  /** What was done, in words. */
  what: z.string(),
  /** Who did it, in names the reader knows ('You', the person's first name, 'Portal staff'…). */
  who: z.string(),
  /** How many times in a row the same person did it (shared/rules/history-groups.ts); `at` is the last. */
  times: z.int().check(z.positive()),
});

/** Every kind of record the portal holds about one person. */
export const personRecordSchema = z.object({
  profile: personProfileSchema,
  /** How the account signs in, in words (username and password, Google, a school system…). */
  signInMethods: z.array(z.string()),
  subscriptions: z.array(personSubscriptionSchema),
  appAccess: z.array(personAppAccessSchema),
  activationCodes: z.array(personActivationCodeSchema),
  classes: z.array(personClassSchema),
  signIns: z.array(personSignInSchema),
  appLaunches: z.array(personAppLaunchSchema),
  history: z.array(personHistoryEntrySchema),
  /** When this record was read. */
  readAt: isoDateTime,
});
export type PersonRecord = z.infer<typeof personRecordSchema>;

export const personRecordResponseSchema = z.object({ record: personRecordSchema });

/** POST /api/schools/{schoolId}/students/{studentId}/record-export */
export const schoolStudentParamsSchema = z.object({
  schoolId: z.string().check(z.minLength(1), z.maxLength(100)),
  studentId: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** The ZIP's file name: '<first name>-data-<YYYY-MM-DD>.zip', letters and digits only. */
export function dataExportFileName(firstName: string, username: string, now: Date): string {
  const name = `${firstName}-${username}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'person';
  return `${name}-data-${now.toISOString().slice(0, 10)}.zip`;
}
