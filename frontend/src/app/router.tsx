import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ADMIN_TABS } from '../features/admin/admin-tabs';
import { continueLoader } from '../features/auth/routes/continue-route';
import { LoginRoute, loginLoader } from '../features/auth/routes/login-route';
import { RegisterRoute, registerLoader } from '../features/auth/routes/register-route';
import { LibraryRoute, libraryLoader } from '../features/library/routes/library-route';
import { SiteLayout } from '../features/shell/components/site-layout';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';
import { paths } from '../config/paths';
import { ensureSessionUser } from '../lib/session';
import { BootLoading } from './boot-screens';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';

/** The admin console is a separate chunk: most visitors never load it. */
const adminModule = () => import('../features/admin/routes/admin-routes');

function adminRoutes(queryClient: QueryClient): RouteObject {
  return {
    path: paths.admin.root.path,
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
              path: tab.path,
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
                { index: true, loader: () => redirect(paths.library.getHref()), element: null },
                { path: paths.library.path, loader: libraryLoader(queryClient), Component: LibraryRoute },
                { path: paths.auth.root.path, loader: () => redirect(paths.auth.login.getHref()), element: null },
                { path: paths.auth.login.path, loader: loginLoader(queryClient), Component: LoginRoute },
                { path: paths.auth.register.path, loader: registerLoader(queryClient), Component: RegisterRoute },
                { path: paths.auth.legacyRegister.path, loader: ({ request }) => redirect(`${paths.auth.register.getHref()}${new URL(request.url).search}`), element: null },
                { path: paths.continue.path, loader: continueLoader(queryClient), element: null },
                { path: paths.notFound.path, Component: NotFoundPage },
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
