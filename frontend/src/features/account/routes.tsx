import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** web.account: My Account and the two-factor management page, lazy chunks of their own (the latter with qrcode). */
export function accountRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.account.root.path,
      lazy: async () => {
        const { AccountPage, accountLoader } = await import('./pages/account-page');
        return { loader: accountLoader(queryClient), Component: AccountPage };
      },
    },
    {
      path: paths.account.twoFactor.path,
      lazy: async () => {
        const { TwoFactorPage, twoFactorLoader } = await import('./pages/two-factor-page');
        return { loader: twoFactorLoader(queryClient), Component: TwoFactorPage };
      },
    },
  ];
}
