import {
  getStaffRosterEntry,
  listStaffRoster,
  roleManagerCounts,
  staffRosterEntries,
} from '../../functions/data/staff-roster';
import { loadProfiles } from '../../functions/data/users';
import type { DemoAccountKey } from './demo-accounts';

/**
 * The staff roster of the demo: every demo account with staff roles is on it with the roles its
 * profile holds, and the count of role managers is recounted from the roster's profiles, so a
 * re-seed after roles were changed in the console stays true.
 */
export async function seedStaffRoster(
  userIds: Readonly<Record<DemoAccountKey, string>>,
  now = new Date(),
): Promise<void> {
  const demoProfiles = await loadProfiles(Object.values(userIds));
  for (const profile of demoProfiles.filter((user) => user.staffRoles.length > 0)) {
    const existing = await getStaffRosterEntry(profile.id);
    await staffRosterEntries.put({
      userId: profile.id,
      roles: profile.staffRoles,
      version: (existing?.version ?? 0) + 1,
      updatedAt: now.toISOString(),
    });
  }
  const roster = await loadProfiles((await listStaffRoster()).map((entry) => entry.userId));
  const holders = roster.filter((user) =>
    user.staffRoles.some((role) => role.code === 'user.role.manage' && role.context === null),
  ).length;
  await roleManagerCounts.put({ holders });
}
