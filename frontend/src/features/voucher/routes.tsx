import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** web.voucher (visitor-and-account §2 Voucher): its index, who may claim and for which child; a lazy chunk. */
export function voucherRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.claimCode.path,
      lazy: async () => {
        const { VoucherIndexPage, voucherIndexLoader } = await import('./pages/voucher-index-page');
        return { loader: voucherIndexLoader(queryClient), Component: VoucherIndexPage };
      },
    },
  ];
}
