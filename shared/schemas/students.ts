import { PERSON_NAME_MAX_LENGTH, STUDENT_ID_MAX_LENGTH } from '../constants';
import * as z from 'zod/mini';
import { blankToNull } from '../rules/blank-to-null';
import { isoDateTime, singleLineText } from './common';
import { newPasswordSchema } from './auth';
import { phrase } from '../i18n/text';

/**
 * Students of a school (school-and-family §2 Class page, Students In No Class; §3 user): the row
 * every student table shows, creating one, inline edits of its cells and revealing passwords; and
 * the webinar lookup of visitor-and-account §2. The class pages' messages are CLASS_MESSAGES
 * (./classes).
 */

const userIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const studentIdParamsSchema = z.object({ studentId: userIdSchema });

/** A student in a table (class page, Students In No Class). The password is never in a list: see revealPasswords. */
export const studentRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null when the school's accounts are restricted (usernames are not shown). */
  username: z.nullable(z.string()),
  /** Student ID; null when not given (or hidden by the provider). */
  schoolKey: z.nullable(z.string()),
  /** Whether the portal keeps a password to reveal (false for sign-on-only accounts). */
  hasPassword: z.boolean(),
  lastSignIn: z.nullable(isoDateTime),
  /** The student's classes of this school, by name. */
  classGroups: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

/** Absent, null or blank: null. */
function optionalText<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.unknown())),
      z.transform((value) => (value === undefined ? null : blankToNull(value))),
    ),
    z.nullable(schema),
  );
}

/** A teacher fills in a student's details: the messages name the student ('Please enter the student's first name.'). */
const STUDENTS = "the student's";

export const studentCreateSchema = z.object({
  firstName: singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH, whose: STUDENTS }),
  lastName: optionalText(singleLineText({ label: phrase('last name'), max: PERSON_NAME_MAX_LENGTH, whose: STUDENTS })),
  schoolKey: optionalText(singleLineText({ label: phrase('Student ID'), max: STUDENT_ID_MAX_LENGTH, whose: STUDENTS })),
});

/** Inline editing of one cell: only the fields sent change; a password is set on the account. */
export const studentUpdateSchema = z.object({
  firstName: z.optional(singleLineText({ label: phrase('first name'), max: PERSON_NAME_MAX_LENGTH, whose: STUDENTS })),
  lastName: z.optional(
    z.nullable(singleLineText({ label: phrase('last name'), max: PERSON_NAME_MAX_LENGTH, whose: STUDENTS })),
  ),
  schoolKey: z.optional(
    z.nullable(singleLineText({ label: phrase('Student ID'), max: STUDENT_ID_MAX_LENGTH, whose: STUDENTS })),
  ),
  password: z.optional(newPasswordSchema),
});
export const studentResponseSchema = z.object({ student: studentRowSchema });
/** The new student with the password the teacher hands out (generated: a readable passphrase). */
export const studentCreatedResponseSchema = z.object({ student: studentRowSchema, password: z.string() });

/** Show passwords: the passwords of the chosen students the caller may reach; every reveal is audited (who, when, which students). */
export const revealPasswordsResponseSchema = z.object({
  /**
   * Student id → password. An object with a string catch-all rather than z.record: the same JSON
   * and type, without adding zod's record schema to the zod code the SPA's first page shares.
   */
  passwords: z.catchall(z.object({}), z.string()),
});

/**
 * Webinar lookup (visitor-and-account §2 Webinar, §7 POST /api/users/class-search): a webinar's
 * class lists each attendee with their email address as Student ID; the attendee gets their own
 * account's sign-in. Signed-out only, limited per address and per class code, every lookup recorded.
 */
export const WEBINAR_MESSAGES = {
  noUsers: 'No users found',
  tooManyAttempts: 'Too many lookups. Please try again in an hour.',
  signedIn: 'Please log out before looking up a webinar account.',
} as const;
export const webinarLookupSchema = z.object({
  classCode: singleLineText({ label: phrase('webinar code'), max: 20 }),
  /** 'Your Email:' (the student's Student ID in the webinar class). */
  schoolKey: singleLineText({ label: phrase('email'), max: 254 }),
});
export const webinarLookupResponseSchema = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), username: z.string(), password: z.string() }),
});
