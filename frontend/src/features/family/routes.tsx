import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import type { FamilyPage } from './pages';

/**
 * Family Management (school-and-family §2 parent; My Child Accounts is its index) and Add Child
 * Account (a personal account becoming a family): one lazy chunk, nothing of it on the first page.
 */
export function familyRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (page: FamilyPage) => async () => (await import('./pages')).familyPage(page, queryClient);
  return [
    {
      path: paths.familyManagement.path,
      lazy: lazy('layout'),
      children: [{ ErrorBoundary: RouteError, children: [{ index: true, lazy: lazy('my-child-accounts') }] }],
    },
    { path: paths.account.addChild.path, lazy: lazy('home-migration') },
  ];
}
