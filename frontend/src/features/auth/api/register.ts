import { useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { authEndpoints } from '../../../../../shared/api/endpoints/auth';
import type { registrationRequestSchema } from '../../../../../shared/schemas/auth';
import { signInWithPassword } from '../../../lib/auth';
import { defineMutation } from '../../../lib/define-mutation';
import { startSession } from '../../../lib/session';

export type RegistrationValues = z.output<typeof registrationRequestSchema>;

export class AutoSignInError extends Error {
  override name = 'AutoSignInError';
}

/**
 * Registration then automatic sign-in with the same email and password (§4). The session query
 * is refreshed, so the shell shows the new user at once.
 */
const registration = defineMutation(authEndpoints.register, { request: (values: RegistrationValues) => ({ body: values }) });

export function useRegister() {
  const queryClient = useQueryClient();
  return registration.useMutation({
    onSuccess: async (_answer, values) => {
      try {
        await signInWithPassword({ username: values.email, password: values.password, remember: false });
      } catch {
        throw new AutoSignInError('Your account was created, but we could not log you in. Please log in with your email address.');
      }
      await startSession(queryClient);
    },
  });
}
