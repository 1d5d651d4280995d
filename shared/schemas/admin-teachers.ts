import * as z from 'zod/mini';
import { startTeacherTrialSchema } from './school-access';
import { icu } from '../i18n/text';

/**
 * The school page's teacher tools (staff-console §2 School page, §4, §5): Move Teacher, the
 * teacher modal's trials, and View Class Stats.
 */
export const ADMIN_TEACHER_MESSAGES = {
  usernameRequired: "Please enter the teacher's username or e-mail.",
  noSuchTeacher: 'No teacher has that username or e-mail.',
  alreadyHere: 'This teacher is already a teacher of this school.',
  federated: (provider: string) =>
    icu(
      "This teacher signs in with {provider}, so the account belongs to that school's sign-in and cannot be moved here.",
      { provider },
    ),
  notATeacher: 'This account is not a teacher account.',
  noPhone: 'No phone provided',
  noSchool: 'This teacher has no school, so there is nothing to trial for.',
  /** Why Start all remaining trials cannot run (the teacher modal says so beside the button). */
  trialsLocked: "The school's trials are locked, so no trial can start until the lock ends.",
  nothingLeftToTrial:
    'Every app here has been trialled or is in use: once a trial or subscription has ended, a new trial is requested through sales.',
  teacherNotFound: 'This teacher could not be found.',
} as const;

/** Move Teacher (user.school.update): the teacher's username or e-mail (their e-mail is their username). */
export const moveTeacherSchema = z.object({
  usernameOrEmail: z
    .string({ error: ADMIN_TEACHER_MESSAGES.usernameRequired })
    .check(z.trim(), z.minLength(1, ADMIN_TEACHER_MESSAGES.usernameRequired), z.maxLength(254)),
});
export type MoveTeacherRequest = z.input<typeof moveTeacherSchema>;

export const movedTeacherSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  /** The school they were moved from (null: they had none). */
  fromSchoolId: z.nullable(z.string()),
  /** How many of the old school's classes they were taken off. */
  classesLeft: z.int(),
});
export const moveTeacherResponseSchema = z.object({ teacher: movedTeacherSchema });
export type MovedTeacher = z.infer<typeof movedTeacherSchema>;

/** staff-console §3 teacher trial entry: what the teacher has of each app and whether a trial can start. */
export const teacherTrialEntrySchema = z.object({
  service: z.object({ id: z.string(), name: z.string() }),
  /** The access the teacher has or last had: none, or the best of trial, subscription, free, perpetual. */
  currentType: z.enum(['none', 'trial', 'subscription', 'free', 'perpetual']),
  /** That access has ended (its expiry has passed): the teacher has nothing of the app now. */
  ended: z.boolean(),
  triallable: z.boolean(),
  expiry: z.nullable(z.string()),
});
export type TeacherTrialEntry = z.infer<typeof teacherTrialEntrySchema>;

export const teacherTrialsResponseSchema = z.object({
  teacher: z.object({ id: z.string(), name: z.string(), phone: z.nullable(z.string()) }),
  /** The school's trial lock end while it is in force (no trial starts before then), else null. */
  trialLockEnd: z.nullable(z.string()),
  entries: z.array(teacherTrialEntrySchema),
  /** Why no trial can start now (no school, the trial lock, nothing left to trial); null when one can. */
  noTrialReason: z.nullable(z.string()),
});
export type TeacherTrialsResponse = z.infer<typeof teacherTrialsResponseSchema>;

/** Staff start a teacher's trials of one app or all remaining apps after confirming a phone number (§4, §5). */
export const staffTeacherTrialSchema = z.object({
  ...startTeacherTrialSchema.shape,
  phone: z
    .string({ error: ADMIN_TEACHER_MESSAGES.noPhone })
    .check(z.trim(), z.minLength(1, ADMIN_TEACHER_MESSAGES.noPhone), z.maxLength(30)),
});
export type StaffTeacherTrialRequest = z.input<typeof staffTeacherTrialSchema>;

export const teacherIdParamsSchema = z.object({
  teacherId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** GET /api/admin/class-stats?school= (school.manage for that school). */
export const classStatsQuerySchema = z.object({ school: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
