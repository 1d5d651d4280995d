import { useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { authEndpoints } from '../../../../../shared/api/endpoints/auth';
import type { SocialUser, socialRegistrationRequestSchema } from '../../../../../shared/schemas/auth-social';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';
import { defineMutation } from '../../../lib/define-mutation';
import { startSession } from '../../../lib/session';
import { AutoSignInError } from './register';

export type SocialRegistrationValues = z.output<typeof socialRegistrationRequestSchema>;

/**
 * GET /api/auth/social-user: what the provider supplied, or why there is nothing to register:
 * 'registered' (403, the person has a profile) or 'signed-out' (401, no federated sign-in).
 */
export async function fetchSocialUser(): Promise<SocialUser | 'registered' | 'signed-out'> {
  try {
    return (await apiRequest(authEndpoints.getSocialUser, { allowUnauthorized: true })).socialUser;
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return 'registered';
    if (isApiRequestError(error) && error.status === 401) return 'signed-out';
    throw error;
  }
}

/** POST /api/auth/social-registration, then the session starts with the tokens already held. */
const registerSocial = defineMutation(authEndpoints.registerSocial, { request: (values: SocialRegistrationValues) => ({ body: values }) });

export function useRegisterSocial() {
  const queryClient = useQueryClient();
  return registerSocial.useMutation({
    onSuccess: async () => {
      const user = await startSession(queryClient);
      if (!user) throw new AutoSignInError('Your account was created, but we could not log you in. Please log in with Google or Facebook again.');
    },
  });
}
