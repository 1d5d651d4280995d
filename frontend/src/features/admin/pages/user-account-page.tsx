import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { STAFF_ROLES } from '../../../../../shared/permissions';
import { ADMIN_USER_MESSAGES, type UserAccountResponse } from '../../../../../shared/schemas/admin-users';
import { ErrorAlert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { paths } from '../../../config/paths';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';
import { useSessionUser } from '../../../lib/session';
import { useLoginAs } from '../../../lib/staff-login-as';
import { usePageActions } from '../../../lib/use-page-actions';
import { disableUserAccount, enableUserAccount, getUserAccount, sendUserPasswordReset } from '../api/admin-users';
import {
  accountKindText,
  accountName,
  accountStatusText,
  lastSignInText,
  signInMethodsText,
} from '../components/user-account-facts';
import { LoginAsDialog } from '../components/login-as-dialog';
import { tabPageLoader } from '../guards';
import styles from './operations-pages.module.css';
import accountStyles from './user-account-page.module.css';

const roleName = (code: string) => STAFF_ROLES.find((role) => role.code === code)?.name ?? code;

function AccountFacts({ account }: { account: UserAccountResponse }) {
  const { t } = useLingui();
  const { user, children, staffRoles } = account;
  return (
    <dl className={`${styles.facts} ${accountStyles.wrap}`} aria-label={t`Account`}>
      <dt>
        <Trans>Username</Trans>
      </dt>
      <dd>
        <bdi>{user.username}</bdi>
      </dd>
      <dt>
        <Trans>E-mail</Trans>
      </dt>
      <dd>{user.email ? <bdi>{user.email}</bdi> : t`None`}</dd>
      <dt>
        <Trans>Kind</Trans>
      </dt>
      <dd>{accountKindText(user)}</dd>
      {user.school ? (
        <>
          <dt>
            <Trans>School</Trans>
          </dt>
          <dd>
            <Link to={paths.admin.school.getHref(user.school.id)}>{user.school.name}</Link>
          </dd>
        </>
      ) : null}
      {user.family ? (
        <>
          <dt>
            <Trans>Parent</Trans>
          </dt>
          <dd>
            <Link to={paths.admin.user.getHref(user.family.parentId)}>{user.family.parentName}</Link>
          </dd>
        </>
      ) : null}
      {user.kind === 'parent' ? (
        <>
          <dt>
            <Trans>Children</Trans>
          </dt>
          <dd>
            {children.length ? (
              <ul className={accountStyles.inlineList}>
                {children.map((child) => (
                  <li key={child.id}>
                    <Link to={paths.admin.user.getHref(child.id)}>
                      {accountName(child)} (<bdi>{child.username}</bdi>)
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              t`None`
            )}
          </dd>
        </>
      ) : null}
      <dt>
        <Trans>Status</Trans>
      </dt>
      <dd>{accountStatusText(user)}</dd>
      <dt>
        <Trans context="the date an account was created">Created</Trans>
      </dt>
      <dd>{formatDayMonthYearTime(user.createdAt)}</dd>
      <dt>
        <Trans>Last sign-in</Trans>
      </dt>
      <dd>{lastSignInText(user)}</dd>
      <dt>
        <Trans>Sign-in methods</Trans>
      </dt>
      <dd>{signInMethodsText(user)}</dd>
      <dt>
        <Trans>Two-step verification</Trans>
      </dt>
      <dd>{user.hasTwoFactor ? <Trans>On</Trans> : <Trans>Off</Trans>}</dd>
      {staffRoles.length ? (
        <>
          <dt>
            <Trans>Staff roles</Trans>
          </dt>
          <dd>
            {staffRoles
              .map((role) => (role.context ? `${roleName(role.code)} (${role.context})` : roleName(role.code)))
              .join(', ')}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** Why this account gets no reset link by e-mail, or null when staff may send one. */
function noResetReason({ user }: UserAccountResponse): string | null {
  if (user.holdsMoreRoles) return translated(ADMIN_USER_MESSAGES.moreRoles);
  if (user.kind === 'student' || user.kind === 'child') return translated(ADMIN_USER_MESSAGES.managedPassword);
  if (!user.email) return translated(ADMIN_USER_MESSAGES.noEmail);
  if (user.status === 'disabled') return translated(ADMIN_USER_MESSAGES.disabledNoReset);
  return null;
}

/**
 * Why the account's Disable or Enable is not offered, or null when it is: the API refuses oneself
 * and staff accounts (their roles go first), and staff holding more roles than the caller; the
 * page says so instead of letting a confirmation end in a refusal.
 */
function noStatusChangeReason({ user }: UserAccountResponse, viewerId: string | undefined): string | null {
  if (user.holdsMoreRoles) return translated(ADMIN_USER_MESSAGES.moreRoles);
  if (user.status !== 'active') return null;
  if (user.id === viewerId) return translated(ADMIN_USER_MESSAGES.disableSelf);
  if (user.staff) return translated(ADMIN_USER_MESSAGES.disableStaff);
  return null;
}

type Change = 'reset' | 'disable' | 'enable';

/** What each change asks first, and what it says once done. */
function changeText(i18n: I18n, change: Change, { user }: UserAccountResponse) {
  const name = accountName(user);
  const { email, username } = user;
  if (change === 'reset')
    return {
      title: i18n._(msg`Send a password reset?`),
      confirmLabel: i18n._(msg`Send Password Reset`),
      body: (
        <p>
          <Trans>
            A new password reset link will be mailed to <bdi>{email}</bdi>. A link sent before stops working; the
            password stays as it is until {name} chooses a new one.
          </Trans>
        </p>
      ),
    };
  if (change === 'disable')
    return {
      title: i18n._(msg`Disable ${name}'s account?`),
      confirmLabel: i18n._(msg`Disable Account`),
      body: (
        <p>
          <Trans>
            {name} (<bdi>{username}</bdi>) will be signed out everywhere at once and cannot sign in until the account is
            enabled again. Nothing is deleted: classes, children, apps and subscriptions stay as they are.
          </Trans>
        </p>
      ),
    };
  return {
    title: i18n._(msg`Enable ${name}'s account?`),
    confirmLabel: i18n._(msg`Enable Account`),
    body: (
      <p>
        <Trans>{name} will be able to sign in again as before.</Trans>
      </p>
    ),
  };
}

/** Log in as, Send Password Reset, Disable or Enable: each as the rules allow, each asked first where it changes something. */
function AccountActions({ account }: { account: UserAccountResponse }) {
  const { i18n, t } = useLingui();
  const { user } = account;
  const name = accountName(user);
  const loginAs = useLoginAs();
  const reset = sendUserPasswordReset.useMutation();
  const disable = disableUserAccount.useMutation();
  const enable = enableUserAccount.useMutation();
  // The notices speak of this account: another account's page starts without them.
  const actions = usePageActions({ about: user.id });
  const [asking, setAsking] = useState<Change | null>(null);
  const [askingLoginAs, setAskingLoginAs] = useState(false);
  const params = { params: { userId: user.id } };
  const resetRefusal = noResetReason(account);
  const viewer = useSessionUser();
  const statusRefusal = noStatusChangeReason(account, viewer?.id);
  const asked = asking ? changeText(i18n, asking, account) : null;

  const ask = (change: Change) => {
    actions.say(null);
    setAsking(change);
  };
  const confirm = async () => {
    if (asking === 'reset')
      await actions.run('reset', () => reset.mutateAsync(params), {
        done: ({ sentTo }) => t`A password reset link was sent to ${sentTo}.`,
      });
    else if (asking === 'disable')
      await actions.run('disable', () => disable.mutateAsync(params), { done: t`${name}'s account is disabled.` });
    else if (asking === 'enable')
      await actions.run('enable', () => enable.mutateAsync(params), {
        done: t`${name}'s account is enabled: they can sign in again.`,
      });
    setAsking(null);
  };

  if (user.status === 'deleted')
    return (
      <section className={styles.section} aria-labelledby="account-actions-heading">
        <h2 id="account-actions-heading">
          <Trans>Act for this account</Trans>
        </h2>
        <p>{translated(ADMIN_USER_MESSAGES.deleted)}</p>
      </section>
    );

  return (
    <section className={styles.section} aria-labelledby="account-actions-heading">
      <h2 id="account-actions-heading">
        <Trans>Act for this account</Trans>
      </h2>
      <PageNotice actions={actions} />
      <div className={styles.actions}>
        {user.loginAs.allowed ? (
          <Button
            variant="secondary"
            onClick={() => {
              actions.say(null);
              setAskingLoginAs(true);
            }}
          >
            <Trans>Log in as</Trans>
          </Button>
        ) : null}
        {resetRefusal === null ? (
          <Button variant="secondary" onClick={() => ask('reset')}>
            <Trans>Send Password Reset</Trans>
          </Button>
        ) : null}
        {statusRefusal !== null ? null : user.status === 'active' ? (
          <Button variant="danger" onClick={() => ask('disable')}>
            <Trans>Disable Account</Trans>
          </Button>
        ) : (
          <Button onClick={() => ask('enable')}>
            <Trans>Enable Account</Trans>
          </Button>
        )}
      </div>
      <ul className={accountStyles.notes}>
        {user.loginAs.refusal ? <li>{t`Log in as: ${ph({ refusal: user.loginAs.refusal })}`}</li> : null}
        {resetRefusal ? <li>{t`Password reset: ${resetRefusal}`}</li> : null}
        {statusRefusal ? (
          <li>{user.status === 'active' ? t`Disable: ${statusRefusal}` : t`Enable: ${statusRefusal}`}</li>
        ) : null}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        busy={asking !== null && actions.isBusy(asking)}
        onClose={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        {asked?.body}
      </ConfirmDialog>
      <LoginAsDialog
        account={askingLoginAs ? { id: user.id, name, username: user.username } : null}
        busy={actions.isBusy('loginAs')}
        onClose={() => setAskingLoginAs(false)}
        onConfirm={() =>
          void actions
            .run('loginAs', () => loginAs.mutateAsync({ body: { user: user.id } }))
            .finally(() => setAskingLoginAs(false))
        }
      />
    </section>
  );
}

/** admin.user at /admin/users/{userId}: one account as support sees it, and what support does for it. */
export function UserAccountPage() {
  const { t } = useLingui();
  const { userId = '' } = useParams();
  const account = getUserAccount.useRead({ params: { userId } });
  if (account.error) return <ErrorAlert error={account.error} />;
  if (!account.data) return null;
  const name = accountName(account.data.user);
  return (
    <>
      <DocumentTitle title={t`${name} | Users | Admin Console`} />
      <BackLink fallback={paths.admin.users.getHref()}>{t`Back to Users`}</BackLink>
      <PageHeader title={name} description={`${accountKindText(account.data.user)} · ${account.data.user.username}`} />
      <AccountFacts account={account.data} />
      <AccountActions account={account.data} />
    </>
  );
}

/** The account is read before the page shows, so nothing below the header moves as it arrives. */
const accountLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(getUserAccount.queryOptions({ params: { userId: params['userId'] ?? '' } }));
    return null;
  };

export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'users', accountLoader(queryClient)),
  Component: UserAccountPage,
});
