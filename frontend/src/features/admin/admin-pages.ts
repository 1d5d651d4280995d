import type { ComponentType } from 'react';

/** The console's pages behind its tabs. */
export type AdminPageId = 'staff' | 'staffRoles' | 'schools' | 'school' | 'vouchers' | 'emails' | 'servers' | 'stats' | 'users';

/**
 * Loads one console page. The first page's routes reach every page through this one lazy module,
 * so the list of each page's chunks and styles stays out of the first page as pages are added.
 */
export async function adminPage(id: AdminPageId): Promise<ComponentType> {
  switch (id) {
    case 'staff':
      return (await import('./pages/staff-page')).StaffPage;
    case 'staffRoles':
      return (await import('./pages/staff-roles-page')).StaffRolesPage;
    case 'schools':
      return (await import('./pages/schools-page')).SchoolsPage;
    case 'school':
      return (await import('./pages/school-page')).SchoolPage;
    case 'vouchers':
      return (await import('./pages/vouchers-page')).VouchersPage;
    case 'emails':
      return (await import('./pages/emails-page')).EmailsPage;
    case 'servers':
      return (await import('./pages/servers-page')).ServersPage;
    case 'stats':
      return (await import('./pages/stats-page')).StatsPage;
    case 'users':
      return (await import('./pages/users-page')).UsersPage;
  }
}
