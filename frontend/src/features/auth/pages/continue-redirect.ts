import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { postLoginDestination } from '../../../../../shared/rules/account-kind';
import { paths } from '../../../config/paths';
import { postLoginHref } from '../../../lib/destination-paths';
import { ensureSessionUser } from '../../../lib/session';

/** post-login at /continue: staff to the admin console, everyone else to the library. */
export const continueLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureSessionUser(queryClient);
    if (!user) throw redirect(paths.auth.login.getHref());
    throw redirect(postLoginHref(postLoginDestination(user), new URL(request.url).searchParams.get('serviceId')));
  };
