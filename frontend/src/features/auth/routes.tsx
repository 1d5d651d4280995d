import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/**
 * web.login (/auth), the password reset request and the reset page a mail links to
 * (/password/reset/{username}/{token}), the older /register address, post-login (/continue) and the
 * landing page (/go). The sign-in and
 * registration pages are one lazy chunk with their form library and schemas (about 14 kB gzip),
 * which the library, the page most visits start on, does not need. The auth index (the saved
 * username rule), logout, post-login and the landing are loaders only, lazy too.
 */
export function authRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.landing.path,
      lazy: () =>
        withCatalogue('auth', import('./pages/landing-redirect')).then((m) => ({
          loader: m.landingLoader(queryClient),
          element: null,
        })),
    },
    {
      path: paths.auth.root.path,
      lazy: () =>
        withCatalogue('auth', import('./pages/continue-redirect')).then((m) => ({
          loader: m.authIndexLoader,
          element: null,
        })),
    },
    {
      path: paths.auth.logout.path,
      lazy: () =>
        withCatalogue('auth', import('./pages/continue-redirect')).then((m) => ({
          loader: m.logoutLoader(queryClient),
          element: null,
        })),
    },
    {
      path: paths.auth.login.path,
      lazy: () => withCatalogue('auth', import('./pages/login-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.auth.register.path,
      lazy: () => withCatalogue('auth', import('./pages/register-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.auth.passwordReset.path,
      lazy: () =>
        withCatalogue('auth', import('./pages/password-reset-request-page')).then((m) => ({
          Component: m.PasswordResetRequestPage,
        })),
    },
    {
      path: paths.passwordResetForm.path,
      lazy: () =>
        withCatalogue('auth', import('./pages/password-reset-page')).then((m) => ({ Component: m.PasswordResetPage })),
    },
    {
      path: paths.auth.legacyRegister.path,
      loader: ({ request }) => redirect(`${paths.auth.register.getHref()}${new URL(request.url).search}`),
      element: null,
    },
    {
      path: paths.auth.socialComplete.path,
      lazy: () => withCatalogue('auth', import('./pages/social-complete-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.auth.socialRegistration.path,
      lazy: () => withCatalogue('auth', import('./pages/social-registration-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.continue.path,
      lazy: () => withCatalogue('auth', import('./pages/continue-page')).then((m) => m.route(queryClient)),
    },
  ];
}
