import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { listServices } from '../../lib/services';
import { ensureSessionUser } from '../../lib/session';
import { SubscribeCompletePage } from './pages/subscribe-complete-page';
import { SubscribeIndexPage } from './pages/subscribe-index-page';
import { SubscribePaymentPage } from './pages/subscribe-payment-page';
import { SubscribePlanPage } from './pages/subscribe-plan-page';

export type SubscribePage = 'index' | 'plan' | 'payment' | 'complete';

const COMPONENTS = { index: SubscribeIndexPage, plan: SubscribePlanPage, payment: SubscribePaymentPage, complete: SubscribeCompletePage } as const;

/**
 * Every page of the flow: a visitor logs in first and comes back; a service that does not exist,
 * is coming soon or is free goes to the library instead of the flow (§2 redirect rules).
 */
async function guard(queryClient: QueryClient, request: Request, serviceId: string): Promise<null> {
  const user = await ensureSessionUser(queryClient);
  const here = new URL(request.url);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
  const services = await queryClient.ensureQueryData(listServices.queryOptions());
  const service = services.find((candidate) => candidate.id === serviceId);
  if (!service || service.free || !service.enabled) throw redirect(paths.library.getHref(service ? service.id : null));
  return null;
}

export function subscribePage(page: SubscribePage, queryClient: QueryClient): Pick<RouteObject, 'loader' | 'Component'> {
  return {
    loader: ({ request, params }) => guard(queryClient, request, params['serviceId'] ?? ''),
    Component: COMPONENTS[page],
  };
}
