import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, redirect, useLoaderData, useNavigate } from 'react-router';
import { samlEndpoints } from '../../../../../shared/api/endpoints/saml';
import { SCHOOL_SIGN_ON_MESSAGES } from '../../../../../shared/schemas/saml-accounts';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { AuthCardPage } from '../../../components/auth-fields';
import { LinkButton } from '../../../components/link-button';
import { LoginForm } from '../../../components/login-form';
import { TwoFactorSignInForm } from '../../../components/two-factor-sign-in-form';
import { paths } from '../../../config/paths';
import { apiRequest, isApiRequestError } from '../../../lib/api-client';
import { currentIdToken } from '../../../lib/auth';
import { finishPendingSamlLink } from '../../../lib/saml';
import {
  hadSamlLink,
  keepSamlLink,
  pendingSamlLink,
  rememberSamlLinkIntent,
  rememberUsername,
  samlLinkIntent,
  type PendingSamlLink,
} from '../../../lib/school-sign-on';
import { useContractText } from '../../../lib/language/contract-text';
import { endSession } from '../../../lib/session';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { getSamlNewUser } from '../api/saml';

type LinkStep = { link: PendingSamlLink; username: string } | { failure: string };

/**
 * The link step: as the federated newcomer, the loader asks for a link ticket (POST
 * /api/saml2/link-tickets), keeps it in this tab's sessionStorage and signs the school sign-on out
 * of this browser, so the existing account can sign in. A reload finds the ticket kept.
 */
export const samlLinkLoader = (queryClient: QueryClient) => async (): Promise<LinkStep> => {
  const username = samlLinkIntent() ?? '';
  const kept = pendingSamlLink();
  if (kept) return { link: kept, username: username || (kept.email ?? '') };
  if (!(await currentIdToken())) {
    if (!hadSamlLink()) throw redirect(paths.auth.login.getHref());
    keepSamlLink(null);
    return { failure: SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid };
  }
  let link: PendingSamlLink;
  try {
    const answer = await apiRequest(samlEndpoints.createSamlLinkTicket, { allowUnauthorized: true });
    link = {
      ticket: answer.ticket,
      samlIdpName: answer.samlIdp.name,
      email: answer.email,
      expiresAt: answer.expiresAt,
    };
  } catch (error) {
    // Someone with a profile has nothing to link from here; no school sign-on at all goes to Login.
    if (isApiRequestError(error) && error.status === 403) throw redirect(paths.continue.getHref());
    if (isApiRequestError(error) && error.status === 401) throw redirect(paths.auth.login.getHref());
    return { failure: isApiRequestError(error) ? error.message : SCHOOL_SIGN_ON_MESSAGES.unknownError };
  }
  keepSamlLink(link);
  queryClient.removeQueries({ queryKey: getSamlNewUser.key() });
  await endSession(queryClient);
  return { link, username: username || (link.email ?? '') };
};

/** web.login.saml registration's link: sign in to the account the school sign-on is to be linked to. */
export function SamlLinkPage() {
  const { t } = useLingui();
  // The loader's failure is one of the contract's messages (keyed by its English) or the API's detail.
  const shown = useContractText();
  const step = useLoaderData<LinkStep>();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  if ('failure' in step) {
    return (
      <AuthCardPage
        title={t`Link your account`}
        description={t`Linking your school sign-on did not work.`}
        headingRef={headingRef}
      >
        <Alert tone="danger">
          <p>{shown(step.failure)}</p>
        </Alert>
        <LinkButton to={paths.auth.saml.getHref()}>
          <Trans>Sign in through your school again</Trans>
        </LinkButton>
      </AuthCardPage>
    );
  }
  return <LinkSignIn link={step.link} username={step.username} />;
}

function LinkSignIn({ link, username }: { link: PendingSamlLink; username: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [twoFactor, setTwoFactor] = useState(false);
  const [typed, setTyped] = useState(username);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  const onSignedIn = async (_user: SessionUser, signedInAs: string) => {
    rememberUsername(signedInAs);
    rememberSamlLinkIntent(null);
    const next =
      (await finishPendingSamlLink(queryClient)) ??
      paths.account.root.getHref({ 'saml-error': SCHOOL_SIGN_ON_MESSAGES.linkTicketInvalid });
    await navigate(next, { replace: true });
  };
  const cancel = () => {
    keepSamlLink(null);
    rememberSamlLinkIntent(null);
  };

  if (twoFactor) {
    return (
      <AuthCardPage
        title={t`Two-Factor Authentication`}
        description={t`Enter the code your authenticator app shows now to finish linking.`}
        headingRef={headingRef}
      >
        <TwoFactorSignInForm
          onSignedIn={(user) => void onSignedIn(user, typed)}
          onBack={() => setTwoFactor(false)}
          backLabel={t`Back`}
        />
      </AuthCardPage>
    );
  }
  const name = link.samlIdpName;
  const expiry = i18n.date(link.expiresAt, { timeStyle: 'medium' });
  return (
    <AuthCardPage
      title={t`Link ${name} to your account`}
      description={t`Log in to the account you already have to link your school sign-on to it.`}
      headingRef={headingRef}
    >
      <p>
        <Trans>
          Once linked, signing in through {name} signs you in to this account. This link request expires at{' '}
          <time dateTime={link.expiresAt}>{expiry}</time>.
        </Trans>
      </p>
      <LoginForm
        defaultUsername={username}
        onSignedIn={(user, signedInAs) => void onSignedIn(user, signedInAs)}
        onTwoFactor={(signedInAs) => {
          setTyped(signedInAs);
          setTwoFactor(true);
        }}
        links={
          <>
            <Link to={paths.auth.passwordReset.getHref()}>
              <Trans>Forgot Password?</Trans>
            </Link>
            <Link to={paths.auth.login.getHref()} onClick={cancel}>
              <Trans>Cancel linking</Trans>
            </Link>
          </>
        }
      />
    </AuthCardPage>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: samlLinkLoader(queryClient), Component: SamlLinkPage });
