import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasPermission, isStaff } from '../../../../shared/permissions';
import { paths } from '../../config/paths';
import { ensureSessionUser } from '../../lib/session';
import { visibleAdminTabs, type AdminTab } from './admin-tabs';

/**
 * The console's guards, for the interface only (the API checks every call again). They load with
 * the first page, so a visitor who may not enter never downloads the console.
 */

/** Signed in (else login, coming back here afterwards) and holding a staff role (else the library). */
export const consoleGuard =
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

/** The console index opens the first tab this staff member may see; with none, its page says so. */
export const firstTabRedirect = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  const first = user ? visibleAdminTabs(user.staffRoles)[0] : undefined;
  if (first) throw redirect(first.path);
  return null;
};

/** A tab and every page under it need the tab's permission: without it, back to the console index. */
export const tabGuard = (queryClient: QueryClient, tab: AdminTab) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user || !hasPermission(user.staffRoles, tab.permission)) throw redirect(paths.admin.root.getHref());
  return null;
};
