import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { accountKind } from '../../../../shared/rules/account-kind';
import { paths } from '../../config/paths';
import { listServices } from '../../lib/library';
import { ensureSessionUser } from '../../lib/session';

/**
 * Every page of the flow: a visitor logs in first and comes back; a service that does not exist,
 * is coming soon or is free goes to the library instead of the flow (§2 redirect rules). It loads
 * with the flow's pages, never with the first page.
 *
 * The plan and payment steps (`choosesPlan`) are for whom the first page lets through: a parent
 * who names no child (`?user=`), a child and a teacher reached by address go to the first page,
 * which picks the child, gives the steps to create one, or says why they cannot subscribe. The
 * chosen plan and coupon code go along.
 */
export const subscribeLoader =
  (queryClient: QueryClient, options: { choosesPlan?: boolean } = {}) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    const user = await ensureSessionUser(queryClient);
    const here = new URL(request.url);
    if (!user) throw redirect(paths.auth.login.getHref({ intended: `${here.pathname}${here.search}` }));
    const services = await queryClient.ensureQueryData(listServices.queryOptions());
    const service = services.find((candidate) => candidate.id === (params['serviceId'] ?? ''));
    if (!service || service.free || !service.enabled)
      throw redirect(paths.library.getHref(service ? service.id : null));
    const kind = accountKind(user);
    if (
      options.choosesPlan &&
      (kind.isChildAccount || kind.isTeacher || (kind.isParentAccount && !here.searchParams.get('user')))
    ) {
      const first = new URL(paths.subscribe.getHref(service.id), here);
      for (const name of ['plan', 'code']) {
        const value = here.searchParams.get(name);
        if (value) first.searchParams.set(name, value);
      }
      throw redirect(`${first.pathname}${first.search}`);
    }
    return null;
  };
