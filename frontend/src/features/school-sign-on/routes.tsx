import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** web.login.saml: school sign-on pages, a lazy chunk of their own. The error page's path is matched before the provider's. */
export function schoolSignOnRoutes(queryClient: QueryClient): RouteObject[] {
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
  ];
}
