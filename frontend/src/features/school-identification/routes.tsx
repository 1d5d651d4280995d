import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/** web.school-identification: a lazy chunk of its own, for teachers without a school. */
export function schoolIdentificationRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.schoolIdentification.path,
      lazy: () =>
        withCatalogue('school-identification', import('./pages/school-identification-page')).then((m) =>
          m.route(queryClient),
        ),
    },
  ];
}
