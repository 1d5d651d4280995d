import type { AdminSchool } from '../../../shared/schemas/admin-schools';
import type { School } from '../../../shared/schemas/schools';
import { loadProfiles } from '../../data/users';

/** Schools as the Schools tab shows them: with their administrators' names, read in one BatchGet. */
export async function adminSchoolsOf(schools: readonly School[]): Promise<AdminSchool[]> {
  const adminIds = [...new Set(schools.flatMap((school) => school.administrators))];
  const names = new Map(
    (await loadProfiles(adminIds)).map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]),
  );
  return schools.map((school) => ({
    ...school,
    administrators: school.administrators.map((id) => ({ id, name: names.get(id) ?? 'Unknown account' })),
  }));
}
