import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../shared/schemas/user';
import {
  confirmSignInWithCode,
  confirmSignInWithNewPassword,
  SIGN_IN_MESSAGES,
  SignInError,
  signInWithPassword,
  type PasswordSignIn,
} from './auth';
import { startSession } from './session';

/** Once Cognito has issued tokens: the session is read from the API, as after any sign-in. */
async function finishSignIn(queryClient: QueryClient): Promise<SessionUser> {
  const user = await startSession(queryClient);
  if (!user) throw new SignInError(SIGN_IN_MESSAGES.failed);
  return user;
}

/** What the password step ends in: signed in, or the one-time code step (web.login.two-factor). */
export type PasswordStepResult =
  { next: 'signed-in'; user: SessionUser } | { next: 'two-factor' } | { next: 'new-password' };

/** Username/password sign-in through Amplify, then the session is read from the API. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: PasswordSignIn): Promise<PasswordStepResult> => {
      const outcome = await signInWithPassword(credentials);
      if (outcome !== 'signed-in') return { next: outcome };
      return { next: 'signed-in', user: await finishSignIn(queryClient) };
    },
  });
}

/** The one-time code of a sign-in waiting at the two-factor step; a refused code can be tried again. */
export function useConfirmSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await confirmSignInWithCode(code);
      return finishSignIn(queryClient);
    },
  });
}

/** The new password of a sign-in with a temporary password; a refused one can be tried again. */
export function useConfirmNewPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await confirmSignInWithNewPassword(password);
      return finishSignIn(queryClient);
    },
  });
}
