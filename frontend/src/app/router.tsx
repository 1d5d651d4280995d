import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ADMIN_TABS } from '../../../shared/permissions';
import { continueLoader } from '../features/auth/routes/continue-route';
import { LoginRoute, loginLoader } from '../features/auth/routes/login-route';
import { RegisterRoute, registerLoader } from '../features/auth/routes/register-route';
import { LibraryRoute, libraryLoader } from '../features/library/routes/library-route';
import { SiteLayout } from '../features/shell/components/site-layout';
import { NotFoundRoute } from '../features/shell/routes/not-found-route';
import { ensureSessionUser } from '../lib/session';
import { BootLoading } from './boot-screens';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The admin console is a separate chunk: most visitors never load it. */
const adminModule = () => import('../features/admin/routes/admin-routes');

function adminRoutes(queryClient: QueryClient): RouteObject {
  return {
    path: 'admin',
    ErrorBoundary: RootError,
    lazy: async () => {
      const admin = await adminModule();
      return { loader: admin.adminLayoutLoader(queryClient), Component: admin.AdminLayoutRoute };
    },
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => {
              const admin = await adminModule();
              return { loader: admin.adminIndexLoader(queryClient), Component: admin.AdminIndexRoute };
            },
          },
          ...ADMIN_TABS.map(
            (tab): RouteObject => ({
              path: tab.path.replace('/admin/', ''),
              lazy: async () => {
                const admin = await adminModule();
                const Component = () => <admin.AdminTabPage tab={tab} />;
                return { loader: admin.adminTabLoader(queryClient, tab), Component };
              },
            }),
          ),
        ],
      },
    ],
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      id: 'root',
      loader: async () => {
        await ensureSessionUser(queryClient);
        return null;
      },
      Component: RootLayout,
      HydrateFallback: BootLoading,
      ErrorBoundary: RootError,
      children: [
        {
          Component: SiteLayout,
          children: [
            {
              ErrorBoundary: RouteError,
              children: [
                { index: true, loader: () => redirect('/library'), element: null },
                { path: 'library', loader: libraryLoader(queryClient), Component: LibraryRoute },
                { path: 'auth', index: true, loader: () => redirect('/auth/login'), element: null },
                { path: 'auth/login', loader: loginLoader(queryClient), Component: LoginRoute },
                { path: 'auth/register', loader: registerLoader(queryClient), Component: RegisterRoute },
                { path: 'register', loader: ({ request }) => redirect(`/auth/register${new URL(request.url).search}`), element: null },
                { path: 'continue', loader: continueLoader(queryClient), element: null },
                { path: '*', Component: NotFoundRoute },
              ],
            },
          ],
        },
        adminRoutes(queryClient),
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
