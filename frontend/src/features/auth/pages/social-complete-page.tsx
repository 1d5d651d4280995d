import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { authEndpoints } from '../../../../../shared/api/endpoints/auth';
import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';
import { completeFederatedSignIn, SIGN_IN_MESSAGES, SignInError, signOutLocally } from '../../../lib/auth';
import { safeInternalPath } from '../../../lib/safe-path';
import { finishPendingSamlLink } from '../../../lib/saml';
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
    const state = samlIdpId ? await schoolSignOnState(queryClient) : await federatedState();
    if (typeof state === 'object') return state;
    if (state === 'new-social') throw redirect(paths.auth.socialRegistration.getHref());
    if (state === 'new-school') throw redirect(paths.auth.samlRegistration.getHref());
    if (samlIdpId) rememberSamlProvider(samlIdpId);
    const user = await startSession(queryClient);
    if (!user) return { message: SIGN_IN_MESSAGES.failed };
    // Signed in to the account a school identity waits to be linked to (not through that school).
    const linked = samlIdpId ? null : await finishPendingSamlLink(queryClient);
    throw redirect(linked ?? target ?? paths.continue.getHref());
  };

/** Where a federated sign-in stands: a profile already, or a first-time person of a social provider or a school system. */
type FederatedState = 'registered' | 'new-social' | 'new-school';

async function failed(error: unknown): Promise<FailedSignIn> {
  await signOutLocally();
  return { message: error instanceof Error ? error.message : SIGN_IN_MESSAGES.failed };
}

/**
 * Whose sign-in the token does not say: GET /api/auth/social-user answers 200 before a social
 * registration, 403 after; a sign-in that is not social is asked about as a school sign-on
 * (GET /api/saml2/new-user: 200 first time, 403 with a profile).
 */
async function federatedState(): Promise<FederatedState | FailedSignIn> {
  try {
    await apiRequest(authEndpoints.getSocialUser, { allowUnauthorized: true });
    return 'new-social';
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return 'registered';
    try {
      await apiRequest(samlEndpoints.getSamlNewUser, { allowUnauthorized: true });
      return 'new-school';
    } catch (samlError) {
      if (isApiRequestError(samlError) && samlError.status === 403) return 'registered';
      return failed(error);
    }
  }
}

/** A school system (the token's `identities` say so): the session answers with the profile, or 401 no-profile (kept signed in) before registration. */
async function schoolSignOnState(queryClient: QueryClient): Promise<FederatedState | FailedSignIn> {
  try {
    return (await startSession(queryClient)) ? 'registered' : 'new-school';
  } catch (error) {
    return failed(error);
  }
}

/** Shown only when the sign-in failed: the reason and the way back to Login. */
export function SocialCompletePage() {
  const { t } = useLingui();
  const { message } = useLoaderData<FailedSignIn>();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCardPage
      title={t`Sign-in failed`}
      description={t`Signing in with Google, Facebook or your school did not work.`}
      headingRef={headingRef}
    >
      <p role="alert">{message}</p>
      <LinkButton to={paths.auth.login.getHref()} variant="accent">
        <Trans>Back to login</Trans>
      </LinkButton>
    </AuthCardPage>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: socialCompleteLoader(queryClient),
  Component: SocialCompletePage,
});
