import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { postLoginPath } from '../../../../../shared/rules/account-kind';
import { ensureSessionUser } from '../../../lib/session';

/** post-login at /continue: staff to the admin console, everyone else to the library. */
export const continueLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureSessionUser(queryClient);
    if (!user) throw redirect('/auth/login');
    const path = postLoginPath(user);
    const serviceId = new URL(request.url).searchParams.get('serviceId');
    if (path === '/library' && serviceId) throw redirect(`/library?serviceId=${encodeURIComponent(serviceId)}`);
    throw redirect(path);
  };
