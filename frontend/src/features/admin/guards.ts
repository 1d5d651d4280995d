import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasPermission, isStaff, permissionContexts, type PermissionCode } from '../../../../shared/permissions';
import { paths } from '../../config/paths';
import { ensureSessionUser } from '../../lib/session';
import { adminTab, mayOpenTab, visibleAdminTabs, type AdminTab, type AdminTabId } from './admin-tabs';

/**
 * The console's guards, for the interface only (the API checks every call again). They load with
 * the console's pages, never with the first page; a visitor who may not enter downloads only them.
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

/**
 * The console index opens the first tab this staff member may see, unless a role granted for one
 * school names schools to manage (the index lists them); with neither, its page says so.
 */
export const firstTabRedirect = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user || permissionContexts(user.staffRoles, 'school.manage').length > 0) return null;
  const first = visibleAdminTabs(user.staffRoles)[0];
  if (first) throw redirect(first.path);
  return null;
};

/** A tab and every page under it need the tab's permission: without it, back to the console index. */
export const tabGuard = (queryClient: QueryClient, tab: AdminTab) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user || !mayOpenTab(user.staffRoles, tab)) throw redirect(paths.admin.root.getHref());
  return null;
};

type Loader = (args: LoaderFunctionArgs) => Promise<null>;

/** A page for one action (Create School) needs that action's permission: without it, back to the console index. */
export const permissionGuard =
  (queryClient: QueryClient, permission: PermissionCode): Loader =>
  async () => {
    const user = await ensureSessionUser(queryClient);
    if (!user || !hasPermission(user.staffRoles, permission)) throw redirect(paths.admin.root.getHref());
    return null;
  };

/**
 * A page's loader under a tab: the console's guard and the tab's first (a page's loader runs beside
 * the layout's, and must not call the API for anyone else), then the page's own.
 */
export function tabPageLoader(queryClient: QueryClient, tabId: AdminTabId, load?: Loader): Loader {
  const tab = adminTab(tabId);
  return async (args) => {
    await consoleGuard(queryClient)(args);
    await tabGuard(queryClient, tab)();
    return load ? load(args) : null;
  };
}
