import * as z from 'zod/mini';
import { todayUtc } from '../rules/calendar-days';
import { calendarDate } from './email-tools';

/** The Stats tab (staff-console §2 Stats, §7 crm-unlinked-school-logins and weekly-user-status, §9). */
export const STATS_MESSAGES = {
  tooEarly: 'Please choose a date on or after 01/01/2016.',
  future: 'Please choose a date no later than today.',
  unknownService: 'There is no service with that id.',
  unknownCountry: 'There is no country with that id.',
} as const;

/** The earliest date the statistics pickers allow (§9). */
export const STATS_DATE_FLOOR = '2016-01-01';
/** The weekly statistics' default service (§9). */
export const DEFAULT_STATS_SERVICE_ID = '5';
export const STATS_ROLES = ['home', 'admin', 'teacher', 'student'] as const;
export type StatsRole = (typeof STATS_ROLES)[number];
/** Every country: the default. */
export const GLOBAL_COUNTRY = 'global';

/** 1 January of the current year: the default earliest date (§9). */
export function startOfYear(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-01-01`;
}

export const weeklyUserStatusSchema = z.object({
  start: z.optional(
    z.nullable(
      calendarDate.check(
        z.refine((value) => value >= STATS_DATE_FLOOR, STATS_MESSAGES.tooEarly),
        z.refine((value) => value <= todayUtc(), STATS_MESSAGES.future),
      ),
    ),
  ),
  service: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
  role: z._default(z.enum(STATS_ROLES), 'teacher'),
  country: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(10)))),
});
export type WeeklyUserStatusRequest = z.input<typeof weeklyUserStatusSchema>;

export const WEEKLY_USER_STATUS_COLUMNS = ['Week Starting', 'Active Users', 'New Users', 'Sign-ins'] as const;
export const CRM_UNLINKED_COLUMNS = [
  'School ID',
  'School',
  'City',
  'Postcode',
  'Country',
  'Teachers Signed In',
  'Sign-ins',
  'Last Sign-In',
  'Administrator Emails',
] as const;
/** How far back the CRM-unlinked report looks for sign-ins. */
export const CRM_UNLINKED_DAYS = 30;
