import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { listServices } from '../../lib/library';
import { ensureSessionUser } from '../../lib/session';

/**
 * Every page of the flow: a visitor logs in first and comes back; a service that does not exist,
 * is coming soon or is free goes to the library instead of the flow (§2 redirect rules). It loads
 * with the flow's pages, never with the first page.
 */
export const subscribeLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const user = await ensureSessionUser(queryClient);
    const here = new URL(request.url);
    if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
    const services = await queryClient.ensureQueryData(listServices.queryOptions());
    const service = services.find((candidate) => candidate.id === (params['serviceId'] ?? ''));
    if (!service || service.free || !service.enabled)
      throw redirect(paths.library.getHref(service ? service.id : null));
    return null;
  };
