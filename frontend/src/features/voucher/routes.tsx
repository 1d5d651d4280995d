import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/**
 * web.voucher (visitor-and-account §2 Voucher): its index (who may claim, for which child), the
 * claim form and the complete page, each a lazy chunk; the retail-voucher path leads here, keeping
 * its query (the code). Landing pages are content-host pages (features/static-pages).
 */
export function voucherRoutes(queryClient: QueryClient): RouteObject[] {
  const { claimCode } = paths;
  return [
    {
      path: claimCode.path,
      children: [
        {
          index: true,
          lazy: () => withCatalogue('voucher', import('./pages/voucher-index-page')).then((m) => m.route(queryClient)),
        },
        {
          path: claimCode.claim.path,
          lazy: () => withCatalogue('voucher', import('./pages/voucher-claim-page')).then((m) => m.route(queryClient)),
        },
        {
          path: claimCode.complete.path,
          lazy: () =>
            withCatalogue('voucher', import('./pages/voucher-complete-page')).then((m) => ({
              Component: m.VoucherCompletePage,
            })),
        },
      ],
    },
    { path: claimCode.legacy.path, loader: ({ request }) => redirect(claimCode.path + new URL(request.url).search) },
  ];
}
