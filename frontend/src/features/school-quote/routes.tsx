import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/** web.school-quote: a lazy chunk of its own. */
export function schoolQuoteRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.schoolQuote.path,
      lazy: () => withCatalogue('school-quote', import('./pages/school-quote-page')).then((m) => m.route(queryClient)),
    },
  ];
}
