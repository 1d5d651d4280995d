import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import type { AdminPageId } from './admin-pages';
import { ADMIN_TABS, type AdminTab, type AdminTabId } from './admin-tabs';
import { consoleGuard, firstTabRedirect, tabGuard } from './guards';

const page =
  (id: AdminPageId): RouteObject['lazy'] =>
  async () => ({ Component: await (await import('./admin-pages')).adminPage(id) });

/** Pages that sit under a tab: each needs the tab's permission, as the tab does. */
const PAGES_UNDER_TABS: Partial<Record<AdminTabId, RouteObject[]>> = {
  staff: [{ path: paths.admin.staffRoles.path, lazy: page('staffRoles') }],
  schools: [{ path: paths.admin.school.path, lazy: page('school') }],
};

/** Tabs whose index is a page of its own (the others show what the tab is for until their work lands). */
const TAB_INDEX_PAGES: Partial<Record<AdminTabId, RouteObject['lazy']>> = {
  staff: page('staff'),
  schools: page('schools'),
  vouchers: page('vouchers'),
  emails: page('emails'),
  servers: page('servers'),
  stats: page('stats'),
  users: page('users'),
};

function tabRoute(queryClient: QueryClient, tab: AdminTab): RouteObject {
  return {
    path: tab.path,
    loader: tabGuard(queryClient, tab),
    children: [
      {
        index: true,
        lazy:
          TAB_INDEX_PAGES[tab.id] ??
          (async () => {
            const { AdminTabPage } = await import('./pages/admin-tab-page');
            return { Component: () => <AdminTabPage tab={tab} /> };
          }),
      },
      ...(PAGES_UNDER_TABS[tab.id] ?? []),
    ],
  };
}

/**
 * The admin console (staff-console §2): its own shell and pages, loaded only when a staff member
 * opens it. The guards load with the first page; the pages are lazy chunks.
 */
export function adminRoutes(queryClient: QueryClient): RouteObject[] {
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
            ...ADMIN_TABS.map((tab) => tabRoute(queryClient, tab)),
          ],
        },
      ],
    },
  ];
}
