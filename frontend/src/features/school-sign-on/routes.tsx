import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/**
 * web.login.saml: school sign-on pages (the email step, the provider, the error page, registration
 * and the link step) and web.last-error, a lazy chunk of their own. Static paths rank above the
 * provider's `:samlIdpId`.
 */
export function schoolSignOnRoutes(queryClient: QueryClient): RouteObject[] {
  const registration = async () => import('./pages/saml-registration-pages');
  return [
    {
      path: paths.auth.saml.path,
      lazy: async () => ({ Component: (await import('./pages/school-sign-on-page')).SchoolSignOnPage }),
    },
    {
      path: paths.auth.samlError.path,
      lazy: async () => ({ Component: (await import('./pages/school-sign-on-error-page')).SchoolSignOnErrorPage }),
    },
    {
      path: paths.auth.samlProvider.path,
      lazy: async () => {
        const { SchoolProviderPage, schoolProviderLoader } = await import('./pages/school-provider-page');
        return { loader: schoolProviderLoader(queryClient), Component: SchoolProviderPage };
      },
    },
    {
      path: paths.auth.samlRegistration.path,
      lazy: async () => {
        const { SamlRegistrationPage, samlRegistrationLoader } = await registration();
        return { loader: samlRegistrationLoader(queryClient, { index: true }), Component: SamlRegistrationPage };
      },
    },
    {
      path: paths.auth.samlRegistrationRole.path,
      lazy: async () => {
        const { SamlRoleStepPage, samlRegistrationLoader } = await registration();
        return { loader: samlRegistrationLoader(queryClient), Component: SamlRoleStepPage };
      },
    },
    {
      path: paths.auth.samlRegistrationDetails.path,
      lazy: async () => {
        const { SamlDetailsPage, samlRegistrationLoader } = await registration();
        return { loader: samlRegistrationLoader(queryClient), Component: SamlDetailsPage };
      },
    },
    {
      path: paths.auth.samlLink.path,
      lazy: async () => {
        const { SamlLinkPage, samlLinkLoader } = await import('./pages/saml-link-page');
        return { loader: samlLinkLoader(queryClient), Component: SamlLinkPage };
      },
    },
    {
      path: paths.lastError.path,
      lazy: async () => {
        const { LastErrorPage, lastErrorLoader } = await import('./pages/last-error-page');
        return { loader: lastErrorLoader, Component: LastErrorPage };
      },
    },
  ];
}
