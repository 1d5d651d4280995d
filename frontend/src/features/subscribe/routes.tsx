import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { withCatalogue } from '../../lib/language/catalogues';

/**
 * web.subscribe (visitor-and-account §2 Subscribe): index, plan, payment, complete; each page a lazy
 * chunk whose loader runs the flow's guard (./guard.ts) first.
 */
export function subscribeRoutes(queryClient: QueryClient): RouteObject[] {
  const { subscribe } = paths;
  return [
    {
      path: subscribe.path,
      children: [
        {
          index: true,
          lazy: () =>
            withCatalogue('subscribe', import('./pages/subscribe-index-page')).then((m) => m.route(queryClient)),
        },
        {
          path: subscribe.plan.path,
          lazy: () =>
            withCatalogue('subscribe', import('./pages/subscribe-plan-page')).then((m) => m.route(queryClient)),
        },
        {
          path: subscribe.payment.path,
          lazy: () =>
            withCatalogue('subscribe', import('./pages/subscribe-payment-page')).then((m) => m.route(queryClient)),
        },
        {
          path: subscribe.complete.path,
          lazy: () =>
            withCatalogue('subscribe', import('./pages/subscribe-complete-page')).then((m) => m.route(queryClient)),
        },
      ],
    },
  ];
}
