import * as z from 'zod/mini';
import { isoDateTime } from './common';
import { isCalendarDay, todayUtc } from '../rules/calendar-days';

/** The Users tab (staff-console §2 Users, §5, §7 password/check-reset and delete-inactive-students, §8). */
export const USER_CHECK_MESSAGES = {
  noDate: 'No date selected',
  failed: 'There was an error',
  futureDate: 'Please choose a date no later than today.',
  nothingToDelete: 'No students were inactive before that date, so nothing was deleted.',
  deletionFailed: 'The deletion of inactive students stopped before it finished. Resume it to finish the rest.',
  changed: 'The number of inactive students changed since you checked. Check again before deleting.',
} as const;

export const passwordResetCheckSchema = z.object({
  userExists: z.boolean(),
  /** When the outstanding reset link was asked for (null: none, or it expired). */
  passwordResetCreatedAt: z.nullable(isoDateTime),
  /** Google or Facebook, when the account signs in with one. */
  socialAccountProvider: z.nullable(z.string()),
  /** The school sign-on provider's name, when the account signs in with one. */
  samlAccountProvider: z.nullable(z.string()),
});
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;

export const inactiveDateQuerySchema = z.object({
  'inactive-date': z.string({ error: USER_CHECK_MESSAGES.noDate }).check(
    z.minLength(1, USER_CHECK_MESSAGES.noDate),
    z.refine((value) => isCalendarDay(value.slice(0, 10)), USER_CHECK_MESSAGES.noDate),
    z.refine((value) => value.slice(0, 10) <= todayUtc(), USER_CHECK_MESSAGES.futureDate),
  ),
});

/** The most students the preview lists by name; the counts are always of all of them. */
export const INACTIVE_PREVIEW_LIST_LIMIT = 200;

/** One student the deletion would take, as the confirmation lists them. */
export const inactiveStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  /** The school's name, or null for a student of a school that no longer exists. */
  school: z.nullable(z.string()),
  /** Null: never signed in. */
  lastSignIn: z.nullable(isoDateTime),
});
export type InactiveStudent = z.infer<typeof inactiveStudentSchema>;

/**
 * What Delete Inactive Students would delete: shown in the confirmation before anything is deleted.
 * `listed` names the first INACTIVE_PREVIEW_LIST_LIMIT of them, by school then name.
 */
export const inactiveStudentsPreviewSchema = z.object({
  students: z.int().check(z.nonnegative()),
  schools: z.int().check(z.nonnegative()),
  inactiveBefore: isoDateTime,
  listed: z.array(inactiveStudentSchema),
});
export type InactiveStudentsPreview = z.infer<typeof inactiveStudentsPreviewSchema>;

/** The confirmed count: the deletion starts only if it still holds (nothing is deleted by surprise). */
export const deleteInactiveStudentsSchema = z.object({ expectedStudents: z.int().check(z.nonnegative()) });
