import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** web.webinar: a lazy chunk of its own. */
export function webinarRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.webinar.path,
      lazy: () => import('./pages/webinar-page').then((m) => m.route(queryClient)),
    },
  ];
}
