import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { SubscribePage } from './pages';

/** web.subscribe (visitor-and-account §2 Subscribe): index, plan, payment, complete; one lazy chunk. */
export function subscribeRoutes(queryClient: QueryClient): RouteObject[] {
  const lazy = (page: SubscribePage) => async () => (await import('./pages')).subscribePage(page, queryClient);
  return [
    {
      path: paths.subscribe.path,
      children: [
        { index: true, lazy: lazy('index') },
        // The links to these are made by ./step-paths.ts, in the flow's own chunk.
        { path: 'plan', lazy: lazy('plan') },
        { path: 'payment', lazy: lazy('payment') },
        { path: 'complete/:subscriptionId', lazy: lazy('complete') },
      ],
    },
  ];
}
