import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasPermission, isStaff } from '../../../../../shared/permissions';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { AdminLayout } from '../components/admin-layout';
import { visibleAdminTabs, type AdminTab, type AdminTabId } from '../admin-tabs';

/** What each tab is for (staff-console §1 and §2); the tabs' contents come with later work. */
const ADMIN_TAB_DESCRIPTIONS: Record<AdminTabId, string> = {
  staff: 'Manage the staff and their roles: add staff, set their roles and export the role report.',
  schools: 'Search, view, vet, identify, merge, mark as demo and hide schools, and manage their subscriptions and trials.',
  vouchers: 'Generate batches of vouchers (activation codes).',
  emails: 'Export contact e-mail lists and related reports.',
  servers: 'Start and stop servers and view their status.',
  stats: 'Download statistics as CSV files.',
  users: 'Run user checks (password reset state, e-mail suppression state) and delete inactive students.',
  saml: 'Generate mock single sign-on logins for testing.',
};

/**
 * The admin console, loaded only when a staff member opens it. Every route checks the session
 * here for the interface; the API checks every call again.
 */
export const adminLayoutLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureSessionUser(queryClient);
    if (!user) {
      const url = new URL(request.url);
      throw redirect(paths.auth.login.getHref({ intended: url.pathname + url.search }));
    }
    if (!isStaff(user.staffRoles)) throw redirect(paths.library.getHref());
    return null;
  };

export function AdminLayoutRoute() {
  const user = useSessionUser();
  // The loader has checked; a session ended meanwhile renders nothing while the app goes home.
  return user ? <AdminLayout user={user} /> : null;
}

/** The console index opens the first tab this staff member may see. */
export const adminIndexLoader = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  const first = user ? visibleAdminTabs(user.staffRoles)[0] : undefined;
  if (first) throw redirect(first.path);
  return null;
};

export function AdminIndexRoute() {
  return (
    <>
      <DocumentTitle title="Admin Console" />
      <PageHeader title="Admin Console" />
      <Alert tone="info">
        <p>Your staff roles do not include any section of the console yet. Ask an administrator for the roles you need.</p>
      </Alert>
    </>
  );
}

/** A tab route is guarded by its permission: without it, back to the console index. */
export const adminTabLoader = (queryClient: QueryClient, tab: AdminTab) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user || !hasPermission(user.staffRoles, tab.permission)) throw redirect(paths.admin.root.getHref());
  return null;
};

export function AdminTabPage({ tab }: { tab: AdminTab }) {
  return (
    <>
      <DocumentTitle title={`${tab.label} | Admin Console`} />
      <PageHeader title={tab.label} description={ADMIN_TAB_DESCRIPTIONS[tab.id]} />
    </>
  );
}
