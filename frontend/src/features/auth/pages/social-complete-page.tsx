import type { QueryClient } from '@tanstack/react-query';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { authEndpoints } from '../../../../../shared/api/endpoints/auth';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';
import { completeFederatedSignIn, SIGN_IN_MESSAGES, SignInError, signOutLocally } from '../../../lib/auth';
import { safeInternalPath } from '../../../lib/safe-path';
import { startSession } from '../../../lib/session';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { AuthCardPage } from '../components/auth-fields';

interface FailedSignIn {
  message: string;
}

/**
 * /auth/social/complete, where the hosted endpoints send the browser back: the code is exchanged
 * (lib/auth.ts), then a person who has a profile goes to the page they asked for or post-login; a
 * first-time person goes on to social registration, still signed in. Runs in the loader, so the single-use code is
 * exchanged once per arrival.
 */
export const socialCompleteLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<FailedSignIn> => {
    let intended: string | null;
    try {
      ({ intended } = await completeFederatedSignIn(new URL(request.url).searchParams));
    } catch (error) {
      return { message: error instanceof SignInError ? error.message : SIGN_IN_MESSAGES.failed };
    }
    const target = safeInternalPath(intended);
    // 200: signed in at the provider but no profile yet; 403: already registered.
    let registered: boolean;
    try {
      await apiRequest(authEndpoints.getSocialUser, { allowUnauthorized: true });
      registered = false;
    } catch (error) {
      if (!isApiRequestError(error) || error.status !== 403) {
        await signOutLocally();
        return { message: error instanceof Error ? error.message : SIGN_IN_MESSAGES.failed };
      }
      registered = true;
    }
    if (!registered) throw redirect(paths.auth.socialRegistration.getHref());
    const user = await startSession(queryClient);
    if (!user) return { message: SIGN_IN_MESSAGES.failed };
    throw redirect(target ?? paths.continue.getHref());
  };

/** Shown only when the sign-in failed: the reason and the way back to Login. */
export function SocialCompletePage() {
  const { message } = useLoaderData<FailedSignIn>();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCardPage title="Sign-in failed" description="Signing in with Google or Facebook did not work." headingRef={headingRef}>
      <p role="alert">{message}</p>
      <LinkButton to={paths.auth.login.getHref()} variant="accent">
        Back to login
      </LinkButton>
    </AuthCardPage>
  );
}
