import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { safeInternalPath } from '../../../lib/safe-path';
import { ensureSessionUser } from '../../../lib/session';

/** Service ids as the library's URLs carry them: letters, digits, dashes and underscores. */
const SERVICE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * web.landing at /go: the address campaigns, mails and apps link to. `service` (or `serviceId`)
 * names an app of the library, `intended` a page of the portal (a path of this site only).
 * - Signed in: the app's detail in the library, else the intended page, else the library.
 * - Signed out, with an app or a page: Login, which goes on to it once signed in (`service` takes
 *   the person through post-login to the app's detail; `intended` to the page).
 * - Nothing usable: the library, which anyone may browse.
 */
export function landingTarget(query: URLSearchParams, signedIn: boolean): string {
  const rawService = query.get('service') ?? query.get('serviceId');
  const service = rawService && SERVICE_ID.test(rawService) ? rawService : null;
  const intended = safeInternalPath(query.get('intended'));
  if (signedIn) return service ? paths.library.getHref(service) : (intended ?? paths.library.getHref());
  if (service) return paths.auth.login.getHref({ service });
  if (intended) return paths.auth.login.getHref({ intended });
  return paths.library.getHref();
}

export const landingLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<never> => {
    const user = await ensureSessionUser(queryClient);
    throw redirect(landingTarget(new URL(request.url).searchParams, user !== null));
  };
