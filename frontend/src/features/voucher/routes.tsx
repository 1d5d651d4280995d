import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { VoucherPage } from './pages';

/**
 * web.voucher (visitor-and-account §2 Voucher): its index (who may claim, for which child), the
 * claim form and the complete page, one lazy chunk; the retail-voucher path leads here, keeping
 * its query (the code). Landing pages are content-host pages (features/static-pages).
 */
export function voucherRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (page: VoucherPage) => async () => (await import('./pages')).voucherPage(page, queryClient);
  return [
    {
      path: paths.claimCode.path,
      children: [
        { index: true, lazy: lazy('index') },
        { path: 'claim', lazy: lazy('claim') },
        { path: ':subscriptionId/complete', lazy: lazy('complete') },
      ],
    },
    { path: '/retail-voucher', loader: ({ request }) => redirect(paths.claimCode.path + new URL(request.url).search) },
  ];
}
