import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/**
 * web.login.saml: school sign-on pages (the email step, the provider, the error page, registration
 * and the link step) and web.last-error, a lazy chunk of their own. Static paths rank above the
 * provider's `:samlIdpId`.
 */
export function samlRoutes(queryClient: QueryClient): RouteObject[] {
  const registration = () => withCatalogue('saml', import('./pages/saml-registration-pages'));
  return [
    {
      path: paths.auth.saml.path,
      lazy: () =>
        withCatalogue('saml', import('./pages/school-sign-on-page')).then((m) => ({ Component: m.SchoolSignOnPage })),
    },
    {
      path: paths.auth.samlError.path,
      lazy: () =>
        withCatalogue('saml', import('./pages/school-sign-on-error-page')).then((m) => ({
          Component: m.SchoolSignOnErrorPage,
        })),
    },
    {
      path: paths.auth.samlProvider.path,
      lazy: () => withCatalogue('saml', import('./pages/school-provider-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.auth.samlRegistration.path,
      lazy: () =>
        registration().then((m) => ({
          loader: m.samlRegistrationLoader(queryClient, { index: true }),
          Component: m.SamlRegistrationPage,
        })),
    },
    {
      path: paths.auth.samlRegistrationRole.path,
      lazy: () =>
        registration().then((m) => ({ loader: m.samlRegistrationLoader(queryClient), Component: m.SamlRoleStepPage })),
    },
    {
      path: paths.auth.samlRegistrationDetails.path,
      lazy: () =>
        registration().then((m) => ({ loader: m.samlRegistrationLoader(queryClient), Component: m.SamlDetailsPage })),
    },
    {
      path: paths.auth.samlLink.path,
      lazy: () => withCatalogue('saml', import('./pages/saml-link-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.lastError.path,
      lazy: () =>
        withCatalogue('saml', import('./pages/last-error-page')).then((m) => ({
          loader: m.lastErrorLoader,
          Component: m.LastErrorPage,
        })),
    },
  ];
}
