import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** web.account: My Account, two-factor management (with qrcode), My Subscriptions and Update Payment Details, lazy chunks of their own. */
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
    {
      path: paths.account.subscriptions.path,
      lazy: async () => {
        const { MySubscriptionsPage, mySubscriptionsLoader } = await import('./pages/my-subscriptions-page');
        return { loader: mySubscriptionsLoader(queryClient), Component: MySubscriptionsPage };
      },
    },
    {
      path: paths.account.payment.path,
      lazy: async () => {
        const { PaymentPage, paymentLoader } = await import('./pages/payment-page');
        return { loader: paymentLoader(queryClient), Component: PaymentPage };
      },
    },
  ];
}
