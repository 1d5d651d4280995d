import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { continueLoader } from './pages/continue-redirect';
import { LoginPage, loginLoader } from './pages/login-page';
import { RegisterPage, registerLoader } from './pages/register-page';

/**
 * web.login (/auth), the older /register address, and post-login (/continue). Registration stays in
 * the first chunk with login: as a lazy chunk it took only 1.6 KB gzip off the first page (its form
 * library and schema load with login and the session anyway) for an extra request on Register.
 */
export function authRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: paths.auth.root.path, loader: () => redirect(paths.auth.login.getHref()), element: null },
    { path: paths.auth.login.path, loader: loginLoader(queryClient), Component: LoginPage },
    { path: paths.auth.register.path, loader: registerLoader(queryClient), Component: RegisterPage },
    {
      path: paths.auth.legacyRegister.path,
      loader: ({ request }) => redirect(`${paths.auth.register.getHref()}${new URL(request.url).search}`),
      element: null,
    },
    { path: paths.continue.path, loader: continueLoader(queryClient), element: null },
  ];
}
