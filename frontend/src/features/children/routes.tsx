import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/**
 * Family Management (school-and-family §2 parent; My Child Accounts is its index) and Add Child
 * Account (a personal account becoming a family): lazy chunks whose loaders run their guard first
 * (./guard.ts), nothing of them on the first page.
 */
export function childrenRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.familyManagement.path,
      lazy: () => withCatalogue('children', import('./components/family-layout')).then((m) => m.route(queryClient)),
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            {
              index: true,
              lazy: () =>
                withCatalogue('children', import('./pages/my-child-accounts-page')).then((m) => m.route(queryClient)),
            },
            {
              path: paths.childApps.path,
              lazy: () =>
                withCatalogue('children', import('./pages/child-apps-page')).then((m) => m.route(queryClient)),
            },
            {
              path: paths.childData.path,
              lazy: () =>
                withCatalogue('children', import('./pages/child-data-page')).then((m) => m.route(queryClient)),
            },
          ],
        },
      ],
    },
    {
      path: paths.account.addChild.path,
      lazy: () => withCatalogue('children', import('./pages/home-migration-page')).then((m) => m.route(queryClient)),
    },
  ];
}
