import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, useSearchParams } from 'react-router';
import { accountKind, managesOwnAccount } from '../../../../../shared/rules/account-kind';
import { previousSignInOf, PREVIOUS_SIGN_IN_TEXT } from '../../../../../shared/rules/previous-sign-in';
import { formatLongDateTime } from '../../../../../shared/rules/service-detail';
import { translated } from '../../../../../shared/i18n/text';
import { MANAGED_ACCOUNT_CANNOT_EDIT } from '../../../../../shared/schemas/me';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useActingAs } from '../../../lib/acting-as-grant';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { LanguageSection } from '../components/language-section';
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
  const { i18n } = useLingui();
  const previous = previousSignInOf(user, useActingAs() !== null);
  if (previous.kind === 'first') return <>{translated(PREVIOUS_SIGN_IN_TEXT.first)}</>;
  const when =
    previous.kind === 'at' ? (
      <time dateTime={previous.at}>{formatLongDateTime(previous.at, i18n.locale)}</time>
    ) : (
      translated(PREVIOUS_SIGN_IN_TEXT[previous.kind])
    );
  return <Trans>Last login: {when}</Trans>;
}

/** web.account.index 'My Account'. */
export function AccountPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const [search] = useSearchParams();
  if (!user) return null;
  // A school sign-on link's outcome (the link step sends these).
  const samlSuccess = search.get('saml-success');
  const samlError = search.get('saml-error');
  const editable = managesOwnAccount(user);
  return (
    <>
      <DocumentTitle title={t`My Account`} />
      <PageHeader title={t`My Account`} description={<LastLogin user={user} />} />
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
          <p>{translated(MANAGED_ACCOUNT_CANNOT_EDIT)}</p>
        </Alert>
      )}
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">
          <Trans>Your details</Trans>
        </h2>
        <ProfileForm user={user} editable={editable} />
      </section>
      <LanguageSection user={user} />
      {editable && user.hasPassword ? (
        <section aria-labelledby="password-heading">
          <h2 id="password-heading">
            <Trans>Change password</Trans>
          </h2>
          <PasswordForm />
        </section>
      ) : null}
      {accountKind(user).isTeacher ? (
        <section aria-labelledby="two-factor-heading">
          <h2 id="two-factor-heading">
            <Trans>Two-Factor Authentication</Trans>
          </h2>
          <p>
            {user.hasTwoFactor
              ? t`Protected: logging in asks for a code from your authenticator app.`
              : t`Not Enabled.`}
          </p>
          <LinkButton to={paths.account.twoFactor.getHref()} variant="secondary">
            <Trans>Manage Two-Factor Authentication</Trans>
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
