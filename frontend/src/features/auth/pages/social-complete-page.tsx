import type { QueryClient } from '@tanstack/react-query';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { authEndpoints } from '../../../../../shared/api/endpoints/auth';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';
import { completeFederatedSignIn, SIGN_IN_MESSAGES, SignInError, signOutLocally } from '../../../lib/auth';
import { safeInternalPath } from '../../../lib/safe-path';
import { finishPendingSamlLink } from '../../../lib/saml-idps';
import { rememberSamlProvider } from '../../../lib/school-sign-on';
import { startSession } from '../../../lib/session';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { AuthCardPage } from '../../../components/auth-fields';

interface FailedSignIn {
  message: string;
}

/**
 * /auth/social/complete, where the hosted endpoints send the browser back: the code is exchanged
 * (lib/auth.ts), then a person who has a profile goes to the page they asked for or post-login
 * (finishing a pending school sign-on link first); a first-time person goes on to registration,
 * still signed in: SAML registration when the ID token's `identities` name a school system, social
 * registration otherwise. Runs in the loader, so the single-use code is exchanged once per arrival.
 */
export const socialCompleteLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs): Promise<FailedSignIn> => {
    let intended: string | null;
    let samlIdpId: string | null;
    try {
      ({ intended, samlIdpId } = await completeFederatedSignIn(new URL(request.url).searchParams));
    } catch (error) {
      return { message: error instanceof SignInError ? error.message : SIGN_IN_MESSAGES.failed };
    }
    const target = safeInternalPath(intended);
    const registered = samlIdpId ? await hasProfile(queryClient) : await hasSocialProfile();
    if (typeof registered === 'object') return registered;
    if (!registered) throw redirect(samlIdpId ? paths.auth.samlRegistration.getHref() : paths.auth.socialRegistration.getHref());
    if (samlIdpId) rememberSamlProvider(samlIdpId);
    const user = await startSession(queryClient);
    if (!user) return { message: SIGN_IN_MESSAGES.failed };
    // Signed in to the account a school identity waits to be linked to (not through that school).
    const linked = samlIdpId ? null : await finishPendingSamlLink(queryClient);
    throw redirect(linked ?? target ?? paths.continue.getHref());
  };

async function failed(error: unknown): Promise<FailedSignIn> {
  await signOutLocally();
  return { message: error instanceof Error ? error.message : SIGN_IN_MESSAGES.failed };
}

/** Google or Facebook: GET /api/auth/social-user answers 200 before registration, 403 after. */
async function hasSocialProfile(): Promise<boolean | FailedSignIn> {
  try {
    await apiRequest(authEndpoints.getSocialUser, { allowUnauthorized: true });
    return false;
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return true;
    return failed(error);
  }
}

/** A school system: the session answers with the profile, or 401 no-profile (kept signed in) before registration. */
async function hasProfile(queryClient: QueryClient): Promise<boolean | FailedSignIn> {
  try {
    return (await startSession(queryClient)) !== null;
  } catch (error) {
    return failed(error);
  }
}

/** Shown only when the sign-in failed: the reason and the way back to Login. */
export function SocialCompletePage() {
  const { message } = useLoaderData<FailedSignIn>();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCardPage title="Sign-in failed" description="Signing in with Google, Facebook or your school did not work." headingRef={headingRef}>
      <p role="alert">{message}</p>
      <LinkButton to={paths.auth.login.getHref()} variant="accent">
        Back to login
      </LinkButton>
    </AuthCardPage>
  );
}
