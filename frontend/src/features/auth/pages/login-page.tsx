import type { QueryClient } from '@tanstack/react-query';
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { safeInternalPath } from '../../../lib/safe-path';
import { ensureSessionUser } from '../../../lib/session';
import styles from '../components/auth-card.module.css';
import { LoginForm } from '../components/login-form';

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

export function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const registerHref = paths.auth.register.getHref({ serviceId: search.get('service') ?? search.get('serviceId') });
  return (
    <>
      <DocumentTitle title="Login" />
      <div className={styles.layout}>
        <div className={styles.card}>
          <PageHeader title="Login" description="Welcome back! Log in to reach your apps." />
          <LoginForm onSignedIn={() => void navigate(afterSignInPath(search), { replace: true })} />
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
