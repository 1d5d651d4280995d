import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type * as z from 'zod/mini';
import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import type { SamlNewUser, samlRegistrationRequestSchema } from '../../../../../shared/schemas/saml-accounts';
import { paths } from '../../../config/paths';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';
import { rememberSamlProvider } from '../../../lib/school-sign-on';
import { startSession } from '../../../lib/session';

/**
 * GET /api/saml2/new-user: who the school system says a first-time person is. A 401 here means
 * "no school sign-on in this browser", not a lost session, so it does not end one.
 */
export const samlNewUserQuery = () =>
  queryOptions({
    queryKey: ['me', 'saml-new-user'] as const,
    queryFn: async ({ signal }) => (await apiRequest(samlEndpoints.getSamlNewUser, { signal, allowUnauthorized: true })).samlUser,
    staleTime: Infinity,
  });

/**
 * The registration pages' loader: the new user, or away — to post-login once they have a profile
 * (403), back to Login when the load fails (visitor-and-account §8).
 */
export async function loadSamlNewUser(queryClient: QueryClient): Promise<SamlNewUser> {
  try {
    return await queryClient.ensureQueryData(samlNewUserQuery());
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) throw redirect(paths.continue.getHref());
    throw redirect(paths.auth.login.getHref());
  }
}

export type SamlRegistrationValues = z.output<typeof samlRegistrationRequestSchema>;

export class SamlSignInAfterRegistrationError extends Error {
  override name = 'SamlSignInAfterRegistrationError';
}

/** POST /api/saml2/register, then the session starts with the school sign-on's tokens. */
export function useRegisterSaml(samlIdpId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: SamlRegistrationValues) => {
      await apiRequest(samlEndpoints.registerSaml, { body: values });
      rememberSamlProvider(samlIdpId);
      queryClient.removeQueries({ queryKey: samlNewUserQuery().queryKey });
      const user = await startSession(queryClient);
      if (!user) throw new SamlSignInAfterRegistrationError('Your account was created, but we could not log you in. Please sign in through your school again.');
      return user;
    },
  });
}
