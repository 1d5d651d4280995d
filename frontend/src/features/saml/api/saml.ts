import { msg } from '@lingui/core/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type * as z from 'zod/mini';
import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import type { SamlNewUser, samlRegistrationRequestSchema } from '../../../../../shared/schemas/saml-accounts';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { defineMutation } from '../../../lib/define-mutation';
import { defineQuery } from '../../../lib/define-query';
import { rememberSamlProvider } from '../../../lib/school-sign-on';
import { startSession } from '../../../lib/session';

/**
 * GET /api/saml2/new-user: who the school system says a first-time person is. A 401 here means
 * "no school sign-on in this browser", not a lost session, so it does not end one.
 */
export const getSamlNewUser = defineQuery(samlEndpoints.getSamlNewUser, {
  queryKey: ['me', 'saml-new-user'],
  select: ({ samlUser }) => samlUser,
  staleTime: Infinity,
  allowUnauthorized: true,
});

/**
 * The registration pages' loader: the new user, or away — to post-login once they have a profile
 * (403), back to Login when the load fails (visitor-and-account §8).
 */
export async function loadSamlNewUser(queryClient: QueryClient): Promise<SamlNewUser> {
  try {
    return await queryClient.ensureQueryData(getSamlNewUser.queryOptions());
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) throw redirect(paths.continue.getHref());
    throw redirect(paths.auth.login.getHref());
  }
}

/** 'saml-idp by domain': the provider of a school sign-on email's domain (404 'Unknown SAML Identity Provider'). */
export const findSamlIdpByDomain = defineMutation(samlEndpoints.findSamlIdpByDomain);

export type SamlRegistrationValues = z.output<typeof samlRegistrationRequestSchema>;

/** What the registration page says when the account was made but the session did not start. */
export const SIGN_IN_AFTER_REGISTRATION_FAILED = msg`Your account was created, but we could not log you in. Please sign in through your school again.`;

/** The account was made but the session did not start; the page says SIGN_IN_AFTER_REGISTRATION_FAILED. */
export class SamlSignInAfterRegistrationError extends Error {
  override name = 'SamlSignInAfterRegistrationError';
}

/** POST /api/saml2/register, then the session starts with the school sign-on's tokens. */
const registerSaml = defineMutation(samlEndpoints.registerSaml, {
  request: (values: SamlRegistrationValues) => ({ body: values }),
});

export function useRegisterSaml(samlIdpId: string) {
  const queryClient = useQueryClient();
  return registerSaml.useMutation({
    onSuccess: async () => {
      rememberSamlProvider(samlIdpId);
      queryClient.removeQueries({ queryKey: getSamlNewUser.key() });
      const user = await startSession(queryClient);
      if (!user) throw new SamlSignInAfterRegistrationError('The account was created, but the session did not start.');
    },
  });
}
