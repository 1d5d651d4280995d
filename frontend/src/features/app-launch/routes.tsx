import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/** Opening an app from outside the library (an IdP-initiated link, an app's own sign-in request): its own lazy chunk. */
export function appLaunchRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.appOpen.path,
      lazy: () => withCatalogue('app-launch', import('./pages/app-open-page')).then((m) => m.route(queryClient)),
    },
  ];
}
