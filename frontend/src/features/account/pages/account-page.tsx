import type { QueryClient } from '@tanstack/react-query';
import { redirect, useSearchParams } from 'react-router';
import { accountKind, managesOwnAccount } from '../../../../../shared/rules/account-kind';
import { previousSignInOf, PREVIOUS_SIGN_IN_TEXT } from '../../../../../shared/rules/previous-sign-in';
import { formatLongDateTime } from '../../../../../shared/rules/service-detail';
import { MANAGED_ACCOUNT_CANNOT_EDIT } from '../../../../../shared/schemas/me';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useActingAs } from '../../../lib/acting-as-grant';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { PasswordForm } from '../components/password-form';
import { SamlAccountsSection } from '../components/saml-accounts-section';
import { ProfileForm } from '../components/profile-form';

export const accountLoader = (queryClient: QueryClient) => async () => {
  if (!(await ensureSessionUser(queryClient)))
    throw redirect(paths.auth.login.getHref({ intended: paths.account.root.getHref() }));
  return null;
};

/**
 * 'Last login': the sign-in before this session's (the one that just happened is no news), in
 * long date-time (§9: weekday, day of month, month, year, then the time).
 */
function LastLogin({ user }: { user: SessionUser }) {
  const previous = previousSignInOf(user, useActingAs() !== null);
  if (previous.kind === 'first') return <>{PREVIOUS_SIGN_IN_TEXT.first}</>;
  return (
    <>
      Last login:{' '}
      {previous.kind === 'at' ? (
        <time dateTime={previous.at}>{formatLongDateTime(previous.at)}</time>
      ) : (
        PREVIOUS_SIGN_IN_TEXT[previous.kind]
      )}
    </>
  );
}

/** web.account.index 'My Account'. */
export function AccountPage() {
  const user = useSessionUser();
  const [search] = useSearchParams();
  if (!user) return null;
  // A school sign-on link's outcome (the link step sends these).
  const samlSuccess = search.get('saml-success');
  const samlError = search.get('saml-error');
  const editable = managesOwnAccount(user);
  return (
    <>
      <DocumentTitle title="My Account" />
      <PageHeader title="My Account" description={<LastLogin user={user} />} />
      {samlSuccess ? (
        <Alert tone="success" live>
          <p>{samlSuccess}</p>
        </Alert>
      ) : null}
      {samlError ? (
        <Alert tone="danger" live>
          <p>{samlError}</p>
        </Alert>
      ) : null}
      {editable ? null : (
        <Alert tone="info">
          <p>{MANAGED_ACCOUNT_CANNOT_EDIT}</p>
        </Alert>
      )}
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">Your details</h2>
        <ProfileForm user={user} editable={editable} />
      </section>
      {editable && user.hasPassword ? (
        <section aria-labelledby="password-heading">
          <h2 id="password-heading">Change password</h2>
          <PasswordForm />
        </section>
      ) : null}
      {accountKind(user).isTeacher ? (
        <section aria-labelledby="two-factor-heading">
          <h2 id="two-factor-heading">Two-Factor Authentication</h2>
          <p>
            {user.hasTwoFactor ? 'Protected: logging in asks for a code from your authenticator app.' : 'Not Enabled.'}
          </p>
          <LinkButton to={paths.account.twoFactor.getHref()} variant="secondary">
            Manage Two-Factor Authentication
          </LinkButton>
        </section>
      ) : null}
      {/* A child account cannot link a school sign-on (the API refuses it): no section to show. */}
      {accountKind(user).isChildAccount ? null : <SamlAccountsSection />}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: accountLoader(queryClient), Component: AccountPage });
