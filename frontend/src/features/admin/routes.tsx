import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { ADMIN_TABS, adminTab, type AdminTab, type AdminTabId } from './admin-tabs';
import { consoleGuard, firstTabRedirect, tabGuard } from './guards';

type Loader = (args: LoaderFunctionArgs) => Promise<null>;
type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * A console page, a lazy chunk of its own: its loader runs the guards of the console and of its
 * tab first (a page's loader runs beside theirs, and must not call the API for anyone else).
 */
function guardedPage(queryClient: QueryClient, tabId: AdminTabId, Component: ComponentType, loader?: (queryClient: QueryClient) => Loader) {
  const tab = adminTab(tabId);
  return {
    Component,
    loader: async (args: LoaderFunctionArgs) => {
      await consoleGuard(queryClient)(args);
      await tabGuard(queryClient, tab)();
      return loader ? loader(queryClient)(args) : null;
    },
  };
}

/** The pages of the tabs: each tab's index, and the pages under a tab (which need the tab's permission too). */
function pagesOf(queryClient: QueryClient): { index: Partial<Record<AdminTabId, Lazy>>; under: Partial<Record<AdminTabId, RouteObject[]>> } {
  const page = (tabId: AdminTabId) => (Component: ComponentType, loader?: (queryClient: QueryClient) => Loader) => guardedPage(queryClient, tabId, Component, loader);
  return {
    index: {
      staff: () => import('./pages/staff-page').then((module) => page('staff')(module.StaffPage, module.staffLoader)),
      schools: () => import('./pages/schools-page').then((module) => page('schools')(module.SchoolsPage, module.schoolsLoader)),
      vouchers: () => import('./pages/vouchers-page').then((module) => page('vouchers')(module.VouchersPage, module.vouchersLoader)),
      emails: () => import('./pages/emails-page').then((module) => page('emails')(module.EmailsPage, module.emailsLoader)),
      servers: () => import('./pages/servers-page').then((module) => page('servers')(module.ServersPage, module.serversLoader)),
      stats: () => import('./pages/stats-page').then((module) => page('stats')(module.StatsPage)),
      users: () => import('./pages/users-page').then((module) => page('users')(module.UsersPage)),
    },
    under: {
      staff: [{ path: paths.admin.staffRoles.path, lazy: () => import('./pages/staff-roles-page').then((module) => page('staff')(module.StaffRolesPage, module.staffRolesLoader)) }],
      schools: [{ path: paths.admin.school.path, lazy: () => import('./pages/school-page').then((module) => page('schools')(module.SchoolPage, module.schoolLoader)) }],
    },
  };
}

function tabRoute(queryClient: QueryClient, tab: AdminTab, pages: ReturnType<typeof pagesOf>): RouteObject {
  return {
    path: tab.path,
    loader: tabGuard(queryClient, tab),
    children: [
      {
        index: true,
        // Tabs without a page of their own show what the tab is for until their work lands.
        lazy:
          pages.index[tab.id] ??
          (async () => {
            const { AdminTabPage } = await import('./pages/admin-tab-page');
            return { Component: () => <AdminTabPage tab={tab} /> };
          }),
      },
      ...(pages.under[tab.id] ?? []),
    ],
  };
}

/**
 * The admin console (staff-console §2): its own shell and pages, loaded only when a staff member
 * opens it. The guards load with the first page; each page is a lazy chunk with its loader.
 */
export function adminRoutes(queryClient: QueryClient): RouteObject[] {
  const pages = pagesOf(queryClient);
  return [
    {
      path: paths.admin.root.path,
      loader: consoleGuard(queryClient),
      lazy: async () => ({ Component: (await import('./pages/admin-layout-page')).AdminLayoutPage }),
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              loader: firstTabRedirect(queryClient),
              lazy: async () => ({ Component: (await import('./pages/admin-index-page')).AdminIndexPage }),
            },
            ...ADMIN_TABS.map((tab) => tabRoute(queryClient, tab, pages)),
          ],
        },
      ],
    },
  ];
}
