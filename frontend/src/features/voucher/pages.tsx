import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { VoucherClaimPage, voucherClaimLoader } from './pages/voucher-claim-page';
import { VoucherCompletePage } from './pages/voucher-complete-page';
import { VoucherIndexPage, voucherIndexLoader } from './pages/voucher-index-page';

export type VoucherPage = 'index' | 'claim' | 'complete';

/** The route module of each voucher page (one lazy chunk: none of it loads with the first page). */
export function voucherPage(page: VoucherPage, queryClient: QueryClient): Pick<RouteObject, 'loader' | 'Component'> {
  switch (page) {
    case 'index':
      return { loader: voucherIndexLoader(queryClient), Component: VoucherIndexPage };
    case 'claim':
      return { loader: voucherClaimLoader(queryClient), Component: VoucherClaimPage };
    case 'complete':
      return { Component: VoucherCompletePage };
  }
}
