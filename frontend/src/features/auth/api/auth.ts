import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { authEndpoints } from '../../../../../shared/api/endpoints/auth';
import type { registrationRequestSchema } from '../../../../../shared/schemas/auth';
import { signInWithPassword } from '../../../lib/auth';
import { defineMutation } from '../../../lib/define-mutation';
import { startSession } from '../../../lib/session';
import type { SocialUser, socialRegistrationRequestSchema } from '../../../../../shared/schemas/auth-social';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';

export type RegistrationValues = z.output<typeof registrationRequestSchema>;

export class AutoSignInError extends Error {
  override name = 'AutoSignInError';
}

/** POST /api/auth/register: creates the account; the email address is the username. */
const registration = defineMutation(authEndpoints.register, {
  request: (values: RegistrationValues) => ({ body: values }),
});

/**
 * Registration then automatic sign-in with the same email and password (§4). The session query
 * is refreshed, so the shell shows the new user at once.
 */
export function useRegister() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return registration.useMutation({
    onSuccess: async (_answer, values) => {
      try {
        await signInWithPassword({ username: values.email, password: values.password, remember: false });
      } catch {
        throw new AutoSignInError(
          t`Your account was created, but we could not log you in. Please log in with your email address.`,
        );
      }
      await startSession(queryClient);
    },
  });
}

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
const registerSocial = defineMutation(authEndpoints.registerSocial, {
  request: (values: SocialRegistrationValues) => ({ body: values }),
});

export function useRegisterSocial() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return registerSocial.useMutation({
    onSuccess: async () => {
      const user = await startSession(queryClient);
      if (!user)
        throw new AutoSignInError(
          t`Your account was created, but we could not log you in. Please log in with Google or Facebook again.`,
        );
    },
  });
}
