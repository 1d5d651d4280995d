import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/** web.contact-us: a lazy chunk of its own with its form. */
export function contactRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.contactUs.path,
      lazy: () => withCatalogue('contact', import('./pages/contact-page')).then((m) => m.route(queryClient)),
    },
  ];
}
