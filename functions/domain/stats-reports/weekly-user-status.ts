import * as z from 'zod/mini';
import { GLOBAL_COUNTRY, WEEKLY_USER_STATUS_COLUMNS, type StatsRole } from '../../../shared/schemas/stats-reports';
import type { SessionUser } from '../../../shared/schemas/user';
import { getSchools } from '../../data/schools';
import { getService } from '../../data/services';
import { loadProfiles } from '../../data/users';
import { userServicesOf } from '../school-access/user-services';
import type { ExportReport } from '../core/exports/export-report';
import { daysAfter, weekStartOf } from '../../../shared/rules/calendar-days';
import { signInsOfDays } from './sign-in-days';
import { icu } from '../../../shared/i18n/text';

const settledSchema = z.object({
  /** The Monday of the first week. */
  start: z.string(),
  /** The last day counted (the day the report was asked for). */
  until: z.string(),
  serviceId: z.string(),
  role: z.enum(['home', 'admin', 'teacher', 'student']),
  country: z.string(),
});
export type WeeklyUserStatusParams = z.infer<typeof settledSchema>;

export function roleOfUser(user: SessionUser): StatsRole | null {
  if (user.schoolRole === 'student') return 'student';
  if (user.isSchoolAdmin || user.schoolRole === 'admin') return 'admin';
  if (user.schoolRole === 'teacher') return 'teacher';
  return user.homeRole !== null || user.schoolRole === null ? 'home' : null;
}

export function weeksOf(start: string, until: string): string[] {
  const weeks: string[] = [];
  for (let week = weekStartOf(start); week <= until; week = daysAfter(week, 7)) weeks.push(week);
  return weeks;
}

/** The users of these ids who match the report's role, country and service. */
async function matchingUsers(
  userIds: readonly string[],
  params: WeeklyUserStatusParams,
  freeService: boolean,
): Promise<SessionUser[]> {
  const profiles = (await loadProfiles(userIds)).filter((user) => roleOfUser(user) === params.role);
  let inCountry = profiles;
  if (params.country !== GLOBAL_COUNTRY) {
    const schoolCountries = new Map(
      (await getSchools([...new Set(profiles.flatMap((user) => (user.schoolId ? [user.schoolId] : [])))])).map(
        (school) => [school.id, school.countryId],
      ),
    );
    inCountry = profiles.filter(
      (user) => (user.countryId ?? (user.schoolId ? schoolCountries.get(user.schoolId) : null)) === params.country,
    );
  }
  if (freeService) return inCountry;
  const now = new Date();
  const withAccess = await Promise.all(
    inCountry.map(async (user) =>
      (await userServicesOf(user, now)).some((access) => access.serviceId === params.serviceId) ? user : null,
    ),
  );
  return withAccess.filter((user): user is SessionUser => user !== null);
}

/**
 * Weekly User Status (staff-console §2 Stats; GET /admin/weekly-user-status): a row per week from
 * the earliest date, built from the sign-in events (gsi2, by day): users of the role, country and
 * service who signed in that week (active), those of them whose account was created that week
 * (new), and their sign-ins. A service free to everyone counts every user; another, those with access to it.
 */
export const weeklyUserStatusReport: ExportReport<WeeklyUserStatusParams, string> = {
  name: 'weekly-user-status',
  title: 'Weekly User Status',
  permission: 'stats.read',
  params: settledSchema,
  header: WEEKLY_USER_STATUS_COLUMNS,
  fileName: (params) => `weekly-user-status-${params.role}-${params.country}-${params.start}-to-${params.until}.csv`,
  parts: (params) => weeksOf(params.start, params.until),
  async rows(week, params) {
    const lastDay = daysAfter(week, 6) < params.until ? daysAfter(week, 6) : params.until;
    const events = await signInsOfDays(week, lastDay);
    const service = await getService(params.serviceId);
    const users = await matchingUsers(
      [...new Set(events.map((event) => event.userId))],
      params,
      service?.free ?? false,
    );
    const counted = new Set(users.map((user) => user.id));
    const nextWeek = `${daysAfter(week, 7)}T00:00:00.000Z`;
    const created = users.filter(
      (user) => user.createdAt >= `${week}T00:00:00.000Z` && user.createdAt < nextWeek,
    ).length;
    return [[week, users.length, created, events.filter((event) => counted.has(event.userId)).length]];
  },
  describePart: (week) => icu('Week of {week} counted.', { week }),
};
