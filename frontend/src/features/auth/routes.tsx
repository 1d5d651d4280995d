import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';

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
    { path: paths.landing.path, lazy: async () => ({ loader: (await import('./pages/landing-redirect')).landingLoader(queryClient), element: null }) },
    { path: paths.auth.root.path, lazy: async () => ({ loader: (await import('./pages/continue-redirect')).authIndexLoader, element: null }) },
    {
      path: paths.auth.logout.path,
      lazy: async () => ({ loader: (await import('./pages/continue-redirect')).logoutLoader(queryClient), element: null }),
    },
    {
      path: paths.auth.login.path,
      lazy: async () => {
        const { LoginPage, loginLoader } = await import('./pages/login-page');
        return { loader: loginLoader(queryClient), Component: LoginPage };
      },
    },
    {
      path: paths.auth.register.path,
      lazy: async () => {
        const { RegisterPage, registerLoader } = await import('./pages/register-page');
        return { loader: registerLoader(queryClient), Component: RegisterPage };
      },
    },
    {
      path: paths.auth.passwordReset.path,
      lazy: async () => ({ Component: (await import('./pages/password-reset-request-page')).PasswordResetRequestPage }),
    },
    {
      path: paths.passwordResetForm.path,
      lazy: async () => ({ Component: (await import('./pages/password-reset-page')).PasswordResetPage }),
    },
    {
      path: paths.auth.legacyRegister.path,
      loader: ({ request }) => redirect(`${paths.auth.register.getHref()}${new URL(request.url).search}`),
      element: null,
    },
    {
      path: paths.auth.socialComplete.path,
      lazy: async () => {
        const { SocialCompletePage, socialCompleteLoader } = await import('./pages/social-complete-page');
        return { loader: socialCompleteLoader(queryClient), Component: SocialCompletePage };
      },
    },
    {
      path: paths.auth.socialRegistration.path,
      lazy: async () => {
        const { SocialRegistrationPage, socialRegistrationLoader } = await import('./pages/social-registration-page');
        return { loader: socialRegistrationLoader(queryClient), Component: SocialRegistrationPage };
      },
    },
    {
      path: paths.continue.path,
      lazy: async () => {
        const { ContinuePage, continueLoader } = await import('./pages/continue-page');
        return { loader: continueLoader(queryClient), Component: ContinuePage };
      },
    },
  ];
}
