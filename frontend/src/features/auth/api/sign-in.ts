import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIGN_IN_MESSAGES, SignInError, signInWithPassword, type PasswordSignIn } from '../../../lib/auth';
import { startSession } from '../../../lib/session';

/** Username/password sign-in through Amplify, then the session is read from the API. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: PasswordSignIn) => {
      await signInWithPassword(credentials);
      const user = await startSession(queryClient);
      if (!user) throw new SignInError(SIGN_IN_MESSAGES.failed);
      return user;
    },
  });
}
