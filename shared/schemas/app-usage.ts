import * as z from 'zod/mini';
import { isoDateTime } from './common';

/**
 * Seat and usage insight (beyond the spec): who of a school opened an app, when. Launches are
 * recorded as the portal signs people on; a school's administrators (and staff with school.manage)
 * see, per app, the seats the school holds, how many students and teachers opened it in the last
 * 7, 30 and 90 days, and who never did.
 */

/** The windows the usage page counts, in days. */
export const USAGE_WINDOWS = [7, 30, 90] as const;

/**
 * How a school's students are named in usage views (data minimisation): their initials only unless
 * the school chooses full names. Teachers are always named in full.
 */
export const STUDENT_NAMES_IN_REPORTS = ['initials', 'full'] as const;
export const studentNamesInReportsSchema = z.enum(STUDENT_NAMES_IN_REPORTS);
export type StudentNamesInReports = z.infer<typeof studentNamesInReportsSchema>;

/** What the school holds of the app: how its members get it, until when. */
export const usageSeatsSchema = z.object({
  access: z.enum(['free', 'subscription', 'perpetual', 'trial', 'teacher-trials', 'ended', 'none']),
  /** The end of the subscription or trial; null for free, perpetual or none. */
  until: z.nullable(isoDateTime),
  /** A school licence covers every student and teacher: the seats are the school's members. */
  students: z.int().check(z.nonnegative()),
  teachers: z.int().check(z.nonnegative()),
  /** Teachers trialling the app on their own (a teacher's free trial). */
  teacherTrials: z.int().check(z.nonnegative()),
});
export type UsageSeats = z.infer<typeof usageSeatsSchema>;

export const usageCountsSchema = z.object({
  students: z.int().check(z.nonnegative()),
  teachers: z.int().check(z.nonnegative()),
});

export const usageMemberSchema = z.object({
  userId: z.string(),
  /** The name as the school's setting allows (initials for students unless full names are chosen). */
  name: z.string(),
  role: z.enum(['student', 'teacher']),
  lastOpenedAt: z.nullable(isoDateTime),
  launches: z.int().check(z.nonnegative()),
});
export type UsageMember = z.infer<typeof usageMemberSchema>;

export const usageWindowSchema = z.extend(usageCountsSchema, { days: z.int() });

export const serviceUsageSchema = z.object({
  school: z.object({ id: z.string(), name: z.string(), studentNames: studentNamesInReportsSchema }),
  service: z.object({ id: z.string(), name: z.string() }),
  seats: usageSeatsSchema,
  /** Members who opened the app within each window (7, 30, 90 days). */
  windows: z.array(usageWindowSchema),
  /** Members who never opened it. */
  never: usageCountsSchema,
  /** Every student and teacher of the school, most recent first, then those who never opened it by name. */
  members: z.array(usageMemberSchema),
  /** When the counts were made. */
  asOf: isoDateTime,
});
export type ServiceUsage = z.infer<typeof serviceUsageSchema>;
export const serviceUsageResponseSchema = z.object({ usage: serviceUsageSchema });

export const schoolUsageSummarySchema = z.object({
  school: z.object({ id: z.string(), name: z.string(), studentNames: studentNamesInReportsSchema }),
  services: z.array(
    z.object({
      service: z.object({ id: z.string(), name: z.string() }),
      seats: usageSeatsSchema,
      /** Members who opened it in the last 30 days. */
      openedLast30Days: usageCountsSchema,
    }),
  ),
});
export type SchoolUsageSummary = z.infer<typeof schoolUsageSummarySchema>;
export const schoolUsageSummaryResponseSchema = z.object({ summary: schoolUsageSummarySchema });

export const schoolServiceParamsSchema = z.object({
  schoolId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  serviceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

export const APP_USAGE_MESSAGES = {
  notAdministrator: "Only the school's administrators can see how its apps are used.",
  csvHeader: ['Name', 'Role', 'Last opened', 'Times opened'],
} as const;
