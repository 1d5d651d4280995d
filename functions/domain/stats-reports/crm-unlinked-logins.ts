import * as z from 'zod/mini';
import { CRM_UNLINKED_COLUMNS } from '../../../shared/schemas/stats-reports';
import { getSchools } from '../../data/schools';
import { loadProfiles } from '../../data/users';
import type { ExportReport } from '../core/exports/export-report';
import { signInsOfDays } from './sign-in-days';

const settledSchema = z.object({ from: z.string(), until: z.string() });
type CrmUnlinkedParams = z.infer<typeof settledSchema>;

interface SchoolLogins {
  teachers: Set<string>;
  signIns: number;
  last: string;
}

/**
 * CRM-unlinked school logins (staff-console §2 Stats): schools not yet identified against the CRM
 * whose teachers or administrators signed in within the period, with who signed in and who to
 * contact, busiest first, so staff can link the schools that are in use.
 */
export const crmUnlinkedLoginsReport: ExportReport<CrmUnlinkedParams, 'all'> = {
  name: 'crm-unlinked-school-logins',
  title: 'CRM-unlinked school logins',
  permission: 'stats.read',
  params: settledSchema,
  header: CRM_UNLINKED_COLUMNS,
  fileName: (params) => `crm-unlinked-school-logins-${params.from}-to-${params.until}.csv`,
  parts: () => ['all'],
  async rows(_part, params) {
    const events = await signInsOfDays(params.from, params.until);
    const users = (await loadProfiles([...new Set(events.map((event) => event.userId))])).filter(
      (user) => user.schoolId && (user.schoolRole === 'teacher' || user.schoolRole === 'admin'),
    );
    const schoolOf = new Map(users.map((user) => [user.id, user.schoolId as string]));
    const schools = (await getSchools([...new Set(schoolOf.values())])).filter((school) => !school.identified);
    const unlinked = new Map(schools.map((school) => [school.id, school]));
    const logins = new Map<string, SchoolLogins>();
    for (const event of events) {
      const schoolId = schoolOf.get(event.userId);
      if (!schoolId || !unlinked.has(schoolId)) continue;
      const entry = logins.get(schoolId) ?? { teachers: new Set<string>(), signIns: 0, last: '' };
      entry.teachers.add(event.userId);
      entry.signIns += 1;
      if (event.at > entry.last) entry.last = event.at;
      logins.set(schoolId, entry);
    }
    const administrators = new Map(
      (await loadProfiles([...new Set(schools.flatMap((school) => school.administrators))])).map((user) => [
        user.id,
        user.email ?? '',
      ]),
    );
    return [...logins.entries()]
      .sort(([, a], [, b]) => b.signIns - a.signIns || b.last.localeCompare(a.last))
      .map(([schoolId, entry]) => {
        const school = unlinked.get(schoolId);
        return [
          schoolId,
          school?.name ?? '',
          school?.city ?? '',
          school?.postcode ?? '',
          school?.countryId ?? '',
          entry.teachers.size,
          entry.signIns,
          entry.last,
          (school?.administrators ?? [])
            .map((id) => administrators.get(id) ?? '')
            .filter(Boolean)
            .join('; '),
        ];
      });
  },
};
