import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { ConsoleNotFound, ConsoleRouteError } from './components/console-route-error';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/**
 * The admin console (staff-console §2): its own shell and pages, loaded only when a staff member
 * opens it. Each page is a lazy chunk whose `route` carries its loader, which runs the console's
 * and its tab's guards first (./guards.ts), so neither the guards nor the tabs load with the first
 * page.
 */
export function adminRoutes(queryClient: QueryClient): RouteObject[] {
  const { admin } = paths;
  return [
    {
      path: admin.root.path,
      lazy: () => withCatalogue('admin', import('./pages/admin-layout-page')).then((m) => m.route(queryClient)),
      children: [
        {
          // A missing record or page is said inside the console (staff-console §2), not as the public 'Page not found'.
          ErrorBoundary: ConsoleRouteError,
          children: [
            {
              index: true,
              lazy: () => withCatalogue('admin', import('./pages/admin-index-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.staff.path,
              lazy: () => withCatalogue('admin', import('./pages/staff-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.staffRoles.path,
              lazy: () => withCatalogue('admin', import('./pages/staff-roles-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.schools.path,
              lazy: () => withCatalogue('admin', import('./pages/schools-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.newSchool.path,
              lazy: () => withCatalogue('admin', import('./pages/new-school-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.school.path,
              lazy: () => withCatalogue('admin', import('./pages/school-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.schoolQueue.path,
              lazy: () =>
                withCatalogue('admin', import('./pages/school-queues-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.vouchers.path,
              lazy: () => withCatalogue('admin', import('./pages/vouchers-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.emails.path,
              lazy: () => withCatalogue('admin', import('./pages/emails-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.servers.path,
              lazy: () => withCatalogue('admin', import('./pages/servers-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.stats.path,
              lazy: () => withCatalogue('admin', import('./pages/stats-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.users.path,
              lazy: () => withCatalogue('admin', import('./pages/users-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.user.path,
              lazy: () => withCatalogue('admin', import('./pages/user-account-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.jobs.path,
              lazy: () => withCatalogue('admin', import('./pages/jobs-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.audit.path,
              lazy: () => withCatalogue('admin', import('./pages/audit-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.apps.path,
              lazy: () => withCatalogue('admin', import('./apps/apps-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.translations.path,
              lazy: () => withCatalogue('admin', import('./apps/translations-page')).then((m) => m.route(queryClient)),
            },
            {
              path: admin.app.path,
              lazy: () => withCatalogue('admin', import('./apps/app-page')).then((m) => m.route(queryClient)),
            },
            // The SAML tab's page is what the tab is for, with the mock login form.
            {
              path: admin.saml.path,
              lazy: () =>
                withCatalogue('admin', import('./pages/admin-tab-page')).then((m) => m.route(queryClient, 'saml')),
            },
            { path: '*', Component: ConsoleNotFound },
          ],
        },
      ],
    },
  ];
}
