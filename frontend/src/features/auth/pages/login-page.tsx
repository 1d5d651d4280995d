import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { safeInternalPath } from '../../../lib/safe-path';
import { ensureSessionUser } from '../../../lib/session';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import styles from '../components/auth-card.module.css';
import { AuthCardPage } from '../components/auth-fields';
import { LoginForm } from '../components/login-form';
import { SocialSignInButtons } from '../components/social-sign-in-buttons';
import { TwoFactorSignInForm } from '../components/two-factor-sign-in-form';

/** Where to go once signed in: the intended page, else post-login (with the service, if any). */
export function afterSignInPath(search: URLSearchParams): string {
  const intended = safeInternalPath(search.get('intended'));
  if (intended) return intended;
  return paths.continue.getHref(search.get('service') ?? search.get('serviceId'));
}

/** Redirect rule: authenticated users visiting login go to post-login. */
export const loginLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await ensureSessionUser(queryClient);
    if (user) throw redirect(afterSignInPath(new URL(request.url).searchParams));
    return null;
  };

/** web.login.two-factor: the login page's second step, for an account with two-factor on. */
function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCardPage
      title="Two-Factor Authentication"
      description="Your account is protected with two-factor authentication. Enter the code your authenticator app shows now."
      headingRef={headingRef}
    >
      <TwoFactorSignInForm onSignedIn={onSignedIn} onBack={onBack} />
    </AuthCardPage>
  );
}

export function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'two-factor' | 'password-again'>('password');
  // Back from the code step: focus returns to the Login heading.
  const loginHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 'password-again') loginHeadingRef.current?.focus();
  }, [step]);
  const registerHref = paths.auth.register.getHref({ serviceId: search.get('service') ?? search.get('serviceId') });
  const onSignedIn = () => void navigate(afterSignInPath(search), { replace: true });
  if (step === 'two-factor') return <TwoFactorStep onSignedIn={onSignedIn} onBack={() => setStep('password-again')} />;
  return (
    <>
      <DocumentTitle title="Login" />
      <div className={styles.layout}>
        <div className={styles.card}>
          <PageHeader title="Login" description="Welcome back! Log in to reach your apps." headingRef={loginHeadingRef} />
          <LoginForm onSignedIn={onSignedIn} onTwoFactor={() => setStep('two-factor')} />
          <SocialSignInButtons intended={safeInternalPath(search.get('intended'))} />
        </div>
        <aside className={styles.aside} aria-labelledby="register-heading">
          <h2 id="register-heading">New to the App Library?</h2>
          <p>Create a free account for yourself, your family or your classroom.</p>
          <LinkButton to={registerHref} variant="accent">
            Register for FREE
          </LinkButton>
        </aside>
      </div>
    </>
  );
}
