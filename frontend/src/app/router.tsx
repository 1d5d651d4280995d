import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { cardSignInRoutes } from '../features/card-sign-in/routes';
import { contactRoutes } from '../features/contact/routes';
import { childrenRoutes } from '../features/children/routes';
import { libraryRoutes } from '../features/library/routes';
import { appLaunchRoutes } from '../features/app-launch/routes';
import { schoolIdentificationRoutes } from '../features/school-identification/routes';
import { schoolQuoteRoutes } from '../features/school-quote/routes';
import { samlRoutes } from '../features/saml/routes';
import { siteShellRoute } from '../features/shell/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { teacherRoutes } from '../features/teacher/routes';
import { trialLandingRoutes } from '../features/trial-landing/routes';
import { voucherRoutes } from '../features/voucher/routes';
import { subscribeRoutes } from '../features/subscribe/routes';
import { webinarRoutes } from '../features/webinar/routes';
import { jobsRoutes } from '../features/jobs/routes';
import { ensureSessionUser } from '../lib/session';
import { BootLoading } from './boot-screens';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';

/** The features' route modules under the root, which reads the session first. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
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
        siteShellRoute([
          ...libraryRoutes(queryClient),
          ...authRoutes(queryClient),
          ...appLaunchRoutes(queryClient),
          ...cardSignInRoutes,
          ...samlRoutes(queryClient),
          ...accountRoutes(queryClient),
          ...contactRoutes(queryClient),
          ...schoolIdentificationRoutes(queryClient),
          ...trialLandingRoutes(queryClient),
          ...schoolQuoteRoutes(queryClient),
          ...teacherRoutes(queryClient),
          ...childrenRoutes(queryClient),
          ...voucherRoutes(queryClient),
          ...subscribeRoutes(queryClient),
          ...webinarRoutes(queryClient),
          ...jobsRoutes(queryClient),
          ...staticPageRoutes(),
        ]),
        // The console has its own shell: an error above its pages gets the standalone error page.
        { ErrorBoundary: RootError, children: adminRoutes(queryClient) },
      ],
    },
  ];
}

/**
 * Starts loading the code of the page at `location` (its routes' lazy modules) before the router
 * exists, so it downloads while the configuration does rather than after it. The router's own
 * load of the same modules then finds them in the browser's module map.
 */
export function preloadRouteModules(routes: RouteObject[], location: Location): void {
  for (const match of matchRoutes(routes, location) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void (lazy() as Promise<unknown>).catch(() => undefined);
  }
}

/** The router of the SPA over `routes` (appRoutes). */
export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
