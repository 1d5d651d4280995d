import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** web.account: My Account, a lazy chunk of its own. */
export function accountRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.account.root.path,
      lazy: async () => {
        const { AccountPage, accountLoader } = await import('./pages/account-page');
        return { loader: accountLoader(queryClient), Component: AccountPage };
      },
    },
  ];
}
