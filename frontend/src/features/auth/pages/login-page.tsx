import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { usePageNotice } from '../../../lib/page-notice';
import { safeInternalPath } from '../../../lib/safe-path';
import { samlLinkToRecommend } from '../../../lib/saml';
import { rememberUsername, storedSamlProvider } from '../../../lib/school-sign-on';
import { ensureSessionUser } from '../../../lib/session';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import styles from '../../../components/auth-card.module.css';
import { AuthCardPage } from '../../../components/auth-fields';
import { LoginForm } from '../../../components/login-form';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { TwoFactorSignInForm } from '../../../components/two-factor-sign-in-form';

/**
 * Where to go once signed in: an app's sign-in request (SAMLRequest, the reference of the request
 * the API holds) is answered first; else the intended page, else post-login (with the service, if
 * any). A RelayState in the address is never followed nor passed on: the app's own RelayState is
 * held with its request and goes back to the app with the answer.
 */
export function afterSignInPath(search: URLSearchParams): string {
  const samlRequest = search.get('SAMLRequest');
  if (samlRequest) return paths.appOpen.getHref({ SAMLRequest: samlRequest });
  const intended = safeInternalPath(search.get('intended'));
  if (intended) return intended;
  return paths.continue.getHref(search.get('service') ?? search.get('serviceId'));
}

/**
 * Redirect rules: authenticated users visiting login go to post-login; a stored SAML provider
 * setting (this browser signed in through a school system) forces that provider's page.
 */
export const loginLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureSessionUser(queryClient);
    const search = new URL(request.url).searchParams;
    if (user) throw redirect(afterSignInPath(search));
    // An app waiting for this sign-in keeps the login page (its reference is in the address).
    const samlIdpId = search.has('SAMLRequest') ? null : storedSamlProvider();
    if (samlIdpId) throw redirect(paths.auth.samlProvider.getHref(samlIdpId));
    return null;
  };

/** web.login.two-factor: the login page's second step, for an account with two-factor on. */
function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: (user: SessionUser) => void; onBack: () => void }) {
  const { t } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCardPage
      title={t`Two-Factor Authentication`}
      description={t`Your account is protected with two-factor authentication. Enter the code your authenticator app shows now.`}
      headingRef={headingRef}
    >
      <TwoFactorSignInForm onSignedIn={onSignedIn} onBack={onBack} />
    </AuthCardPage>
  );
}

export function LoginPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'password' | 'two-factor' | 'password-again'>('password');
  const [username, setUsername] = useState('');
  const notice = usePageNotice();
  // Back from the code step: focus returns to the Login heading.
  const loginHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 'password-again') loginHeadingRef.current?.focus();
  }, [step]);
  const registerHref = paths.auth.register.getHref({ serviceId: search.get('service') ?? search.get('serviceId') });
  // After a password sign-in: its username becomes the saved default, and a school user whose school
  // signs in through a school system they have not linked is asked to link it (post-login's question).
  const onSignedIn = async (user: SessionUser, typed: string) => {
    rememberUsername(typed);
    const recommend =
      search.get('intended') || search.get('SAMLRequest') ? null : await samlLinkToRecommend(queryClient, user);
    await navigate(recommend ? paths.continue.recommendSamlLinkHref(recommend) : afterSignInPath(search), {
      replace: true,
    });
  };
  if (step === 'two-factor')
    return (
      <TwoFactorStep onSignedIn={(user) => void onSignedIn(user, username)} onBack={() => setStep('password-again')} />
    );
  return (
    <>
      <DocumentTitle title={t`Login`} />
      <div className={styles.layout}>
        <div className={styles.card}>
          <PageHeader
            title={t`Login`}
            description={t`Welcome back! Log in to reach your apps.`}
            headingRef={loginHeadingRef}
          />
          {/* Why the person is here again (a session that ended with a 401). */}
          {notice ? (
            <Alert tone="info">
              <p>{notice}</p>
            </Alert>
          ) : null}
          <LoginForm
            defaultUsername={search.get('username') ?? ''}
            onSignedIn={(user, typed) => void onSignedIn(user, typed)}
            onTwoFactor={(typed) => {
              setUsername(typed);
              setStep('two-factor');
            }}
          />
          <SocialSignInButtons
            intended={search.get('SAMLRequest') ? afterSignInPath(search) : safeInternalPath(search.get('intended'))}
          />
          {/* A new document: only the scan page may use the camera (paths.auth.scanLoginCard). */}
          <p>
            <Link reloadDocument to={paths.auth.scanLoginCard.getHref()}>
              <Trans>Scan login card</Trans>
            </Link>
          </p>
        </div>
        <aside className={styles.aside} aria-labelledby="register-heading">
          <h2 id="register-heading">
            <Trans>New to the App Library?</Trans>
          </h2>
          <p>
            <Trans>Create a free account for yourself, your family or your classroom.</Trans>
          </p>
          <LinkButton to={registerHref} variant="accent">
            <Trans>Register for FREE</Trans>
          </LinkButton>
        </aside>
      </div>
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: loginLoader(queryClient), Component: LoginPage });
