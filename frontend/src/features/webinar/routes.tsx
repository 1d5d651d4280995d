import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/** web.webinar: a lazy chunk of its own. */
export function webinarRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.webinar.path,
      lazy: () => withCatalogue('webinar', import('./pages/webinar-page')).then((m) => m.route(queryClient)),
    },
  ];
}
