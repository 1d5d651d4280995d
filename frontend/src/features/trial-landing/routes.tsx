import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/** web.teacher-trial-landing: a lazy chunk of its own. */
export function trialLandingRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.teacherTrialLanding.path,
      lazy: () =>
        withCatalogue('trial-landing', import('./pages/trial-landing-page')).then((m) => m.route(queryClient)),
    },
  ];
}
