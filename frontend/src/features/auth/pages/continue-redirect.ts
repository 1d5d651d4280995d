import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { authEndpoints } from '../../../../../shared/api/endpoints/auth';
import { postLoginDestination } from '../../../../../shared/rules/account-kind';
import type { SamlIdpSummary } from '../../../../../shared/schemas/saml';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { postLoginHref } from '../../../lib/destination-paths';
import { safeInternalPath } from '../../../lib/safe-path';
import { getSamlIdp } from '../../../lib/saml';
import { usernameDefault } from '../../../lib/school-sign-on';
import { endSession, ensureSessionUser } from '../../../lib/session';

export const SAML_RECOMMEND_LINK_PARAM = 'saml-recommend-link';

/** What the post-login confirmation needs: the school system to link to and where 'Not now' goes. */
export interface RecommendLink {
  samlIdp: SamlIdpSummary;
  onwards: string;
}

/**
 * post-login at /continue: staff to the admin console, everyone else to the library. With
 * `saml-recommend-link` it stays to ask whether to link the account to that school system first
 * (a provider that cannot be loaded is not asked about).
 */
export const continueLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<RecommendLink> => {
    const user = await ensureSessionUser(queryClient);
    if (!user) throw redirect(paths.auth.login.getHref());
    const query = new URL(request.url).searchParams;
    const onwards = postLoginHref(postLoginDestination(user), query.get('serviceId'));
    const samlIdpId = query.get(SAML_RECOMMEND_LINK_PARAM);
    if (!samlIdpId) throw redirect(onwards);
    try {
      return {
        samlIdp: await queryClient.ensureQueryData(getSamlIdp.queryOptions({ params: { samlIdpId } })),
        onwards,
      };
    } catch {
      throw redirect(onwards);
    }
  };

/**
 * The auth index (/auth), redirect rule: with a saved username default, login with that username
 * filled when it exists, otherwise registration; without one, login.
 */
export async function authIndexLoader() {
  const username = usernameDefault();
  if (!username) throw redirect(paths.auth.login.getHref());
  let exists = true;
  try {
    ({ exists } = await apiRequest(authEndpoints.checkUsername, { body: { username } }));
  } catch {
    // The check is a convenience: when it cannot be made, Login is the safe default.
  }
  throw redirect(exists ? paths.auth.login.getHref({ username }) : paths.auth.register.getHref());
}

/** GET /auth/logout?continue=<path>: signs out, then goes to the path (only a safe internal one) or home. */
export const logoutLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    // The root loader reads the session in parallel: let it finish, or its answer would restore the user afterwards.
    await ensureSessionUser(queryClient);
    await endSession(queryClient);
    throw redirect(safeInternalPath(new URL(request.url).searchParams.get('continue')) ?? paths.home.getHref());
  };
