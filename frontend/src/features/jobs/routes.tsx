import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/** The Jobs list (ARCHITECTURE 'Jobs and progress': a job can always be found again), a lazy chunk of its own. */
export function jobsRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.jobs.path,
      lazy: () => withCatalogue('jobs', import('./pages/jobs-page')).then((m) => m.route(queryClient)),
    },
  ];
}
