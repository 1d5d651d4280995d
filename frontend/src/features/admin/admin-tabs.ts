import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hasPermission, type PermissionCode, type StaffRoleGrant } from '../../../../shared/permissions';
import { paths } from '../../config/paths';

/** The admin console's tabs (staff-console §2), in display order, each shown only with its permission. */
export const ADMIN_TABS = [
  { id: 'staff', label: 'Staff', path: paths.admin.staff.path, permission: 'user.role.manage' },
  { id: 'schools', label: 'Schools', path: paths.admin.schools.path, permission: 'school.read' },
  { id: 'vouchers', label: 'Vouchers', path: paths.admin.vouchers.path, permission: 'voucher.generate' },
  { id: 'emails', label: 'Emails', path: paths.admin.emails.path, permission: 'email' },
  { id: 'servers', label: 'Servers', path: paths.admin.servers.path, permission: 'server.boot' },
  { id: 'stats', label: 'Stats', path: paths.admin.stats.path, permission: 'stats.read' },
  { id: 'users', label: 'Users', path: paths.admin.users.path, permission: 'users.manage' },
  { id: 'saml', label: 'SAML', path: paths.admin.saml.path, permission: 'saml' },
  { id: 'audit', label: 'Audit', path: paths.admin.audit.path, permission: 'audit.read' },
  /** The library's apps: for whoever looks after their integrations or their words. */
  {
    id: 'apps',
    label: 'Apps',
    path: paths.admin.apps.path,
    permission: 'app.integration.manage',
    orPermission: 'library.translate',
  },
] as const satisfies readonly {
  id: string;
  label: string;
  path: string;
  permission: PermissionCode;
  /** Another permission that opens the tab as well. */
  orPermission?: PermissionCode;
}[];

export type AdminTab = (typeof ADMIN_TABS)[number];
export type AdminTabId = AdminTab['id'];

/** Whether these staff roles open the tab: its permission, or its other one. */
export function mayOpenTab(roles: readonly StaffRoleGrant[], tab: AdminTab): boolean {
  return hasPermission(roles, tab.permission) || ('orPermission' in tab && hasPermission(roles, tab.orPermission));
}

/** The tabs these staff roles may see. A role granted for one school only opens no tab. */
export function visibleAdminTabs(roles: readonly StaffRoleGrant[]): AdminTab[] {
  return ADMIN_TABS.filter((tab) => mayOpenTab(roles, tab));
}

/**
 * The console's Jobs tab (ARCHITECTURE 'Jobs and progress'): every staff member's own jobs, so it
 * needs no permission; it comes after the sections, and the console index never opens it first.
 */
export const JOBS_TAB = { id: 'jobs', label: 'Jobs', path: paths.admin.jobs.path } as const;

/** The tabs the console shows these staff roles: their sections, then Jobs. */
export function consoleTabs(
  roles: readonly StaffRoleGrant[],
): { id: AdminTabId | typeof JOBS_TAB.id; label: string; path: string }[] {
  return [...visibleAdminTabs(roles), JOBS_TAB];
}

/**
 * Each tab's name in the reader's language (render with `i18n._`); `label` stays the English name
 * the spec gives it (staff-console §2).
 */
export const ADMIN_TAB_NAMES: Record<AdminTabId | typeof JOBS_TAB.id, MessageDescriptor> = {
  staff: msg`Staff`,
  schools: msg`Schools`,
  vouchers: msg`Vouchers`,
  emails: msg`Emails`,
  servers: msg`Servers`,
  stats: msg`Stats`,
  users: msg`Users`,
  saml: msg`SAML`,
  audit: msg`Audit`,
  apps: msg`Apps`,
  jobs: msg`Jobs`,
};

export function adminTab(id: AdminTabId): AdminTab {
  const tab = ADMIN_TABS.find((candidate) => candidate.id === id);
  if (!tab) throw new Error(`No admin tab ${id}`);
  return tab;
}
