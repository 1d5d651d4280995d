import { useState } from 'react';
import { SIGN_IN_MESSAGES, SignInError, startFederatedSignIn } from './auth';

/**
 * Leaving for an identity provider of the user pool (Google, Facebook, a school system): which
 * provider is on its way, and why it could not start (shown beside the buttons).
 */
export function useFederatedSignIn() {
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = (provider: string, intended: string | null) => {
    setPending(provider);
    setFailure(null);
    startFederatedSignIn(provider, intended).catch((error: unknown) => {
      setPending(null);
      setFailure(error instanceof SignInError ? error.message : SIGN_IN_MESSAGES.failed);
    });
  };
  return { pending, failure, start };
}
