import { isContextualRole, staffRoleName } from '../../../shared/schemas/staff-roles';
import { listStaffRoster } from '../../data/staff-roster';
import { loadProfiles } from '../../data/users';
import type { FileAnswer } from '../core/files/file-answer';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';

/**
 * GET /api/user-roles/report (staff-console §7): one row per staff member and role, staff by name,
 * roles by code; names and e-mails are people's own text, so formula cells are neutralised.
 */
export async function roleReport(now = new Date()): Promise<FileAnswer> {
  const roster = await listStaffRoster();
  const profiles = await loadProfiles(roster.map((entry) => entry.userId));
  const rows = profiles
    .sort(
      (a, b) =>
        `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) ||
        a.username.localeCompare(b.username),
    )
    .flatMap((user) =>
      [...user.staffRoles]
        .sort((a, b) => a.code.localeCompare(b.code) || (a.context ?? '').localeCompare(b.context ?? ''))
        .map((role) => ({
          username: user.username,
          name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email ?? '',
          code: role.code,
          role: staffRoleName(role.code),
          context: role.context ?? (isContextualRole(role.code) ? '' : 'All'),
        })),
    );
  const body = spreadsheetCsv(rows, [
    { key: 'username', header: 'Username' },
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email' },
    { key: 'code', header: 'Code' },
    { key: 'role', header: 'Role' },
    { key: 'context', header: 'Context' },
  ]);
  return { body, filename: `role-report-${now.toISOString().slice(0, 10)}.csv` };
}
