import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/** web.account: My Account, two-factor management (with qrcode), My Subscriptions and Update Payment Details, lazy chunks of their own. */
export function accountRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.account.root.path,
      lazy: () => withCatalogue('account', import('./pages/account-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.account.twoFactor.path,
      lazy: () => withCatalogue('account', import('./pages/two-factor-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.account.subscriptions.path,
      lazy: () => withCatalogue('account', import('./pages/my-subscriptions-page')).then((m) => m.route(queryClient)),
    },
    {
      path: paths.account.payment.path,
      lazy: () => withCatalogue('account', import('./pages/payment-page')).then((m) => m.route(queryClient)),
    },
  ];
}
