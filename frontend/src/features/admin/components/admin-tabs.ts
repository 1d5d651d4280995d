import type { ADMIN_TABS } from '../../../../../shared/permissions';

export type AdminTab = (typeof ADMIN_TABS)[number];

/** What each tab is for (staff-console §1 and §2); the tabs' contents come with later work. */
export const ADMIN_TAB_DESCRIPTIONS: Record<AdminTab['path'], string> = {
  '/admin/staff': 'Manage the staff and their roles: add staff, set their roles and export the role report.',
  '/admin/schools': 'Search, view, vet, identify, merge, mark as demo and hide schools, and manage their subscriptions and trials.',
  '/admin/vouchers': 'Generate batches of vouchers (activation codes).',
  '/admin/emails': 'Export contact e-mail lists and related reports.',
  '/admin/servers': 'Start and stop servers and view their status.',
  '/admin/stats': 'Download statistics as CSV files.',
  '/admin/users': 'Run user checks (password reset state, e-mail suppression state) and delete inactive students.',
  '/admin/saml': 'Generate mock single sign-on logins for testing.',
};
