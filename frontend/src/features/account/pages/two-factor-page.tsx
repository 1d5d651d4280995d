import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect } from 'react-router';
import { accountKind } from '../../../../../shared/rules/account-kind';
import { TWO_FACTOR_UNAVAILABLE } from '../../../../../shared/schemas/me';
import { translated } from '../../../../../shared/i18n/text';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert, ErrorAlert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ensureSessionUser, useSessionUser } from '../../../lib/session';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useRemoveTwoFactor } from '../api/me';
import { TwoFactorSetup } from '../components/two-factor-setup';
import styles from '../components/two-factor.module.css';

/** Teachers only (the API refuses everyone else too); others go back to My Account. */
export const twoFactorLoader = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (!user) throw redirect(paths.auth.login.getHref({ intended: paths.account.twoFactor.getHref() }));
  if (!accountKind(user).isTeacher) throw redirect(paths.account.root.getHref());
  return null;
};

/** What removing costs, named before it happens. */
function RemoveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveTwoFactor();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Remove Two-Factor Authentication?`}
      footer={
        <>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
          >
            <Trans>Remove Two-Factor Authentication</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            <Trans>Keep it</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          Logging in will ask for your password only: the code from your authenticator app will no longer protect your
          account, and the key in the app stops working. To turn two-factor on again you set up a new key.
        </Trans>
      </p>
      <ErrorAlert error={remove.error} />
    </Dialog>
  );
}

/** Status Protected or Not Enabled, with Enable or Remove. */
function TwoFactorStatus({
  user,
  focusHeading,
  onEnable,
}: {
  user: SessionUser;
  focusHeading: boolean;
  onEnable: () => void;
}) {
  const { t } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [confirmRemove, setConfirmRemove] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="two-factor-status-heading">
      <h2
        id="two-factor-status-heading"
        ref={focusHeading ? headingRef : undefined}
        tabIndex={-1}
        className={styles.heading}
      >
        <Trans>Status</Trans>
      </h2>
      <p className={styles.status}>
        {user.hasTwoFactor ? (
          <Badge tone="success">
            <Trans>Protected</Trans>
          </Badge>
        ) : (
          <Badge tone="warning">
            <Trans>Not Enabled</Trans>
          </Badge>
        )}
        <span>
          {user.hasTwoFactor
            ? t`Logging in asks for your password and a code from your authenticator app.`
            : t`Logging in asks for your password only.`}
        </span>
      </p>
      {!user.hasPassword ? (
        <Alert tone="warning">
          <p>{translated(TWO_FACTOR_UNAVAILABLE)}</p>
        </Alert>
      ) : (
        <div className={styles.buttons}>
          {user.hasTwoFactor ? (
            <Button variant="danger" onClick={() => setConfirmRemove(true)}>
              <Trans>Remove</Trans>
            </Button>
          ) : (
            <Button onClick={onEnable}>
              <Trans>Enable</Trans>
            </Button>
          )}
          <LinkButton to={paths.account.root.getHref()} variant="secondary">
            <Trans>Back to My Account</Trans>
          </LinkButton>
        </div>
      )}
      <RemoveDialog open={confirmRemove} onClose={() => setConfirmRemove(false)} />
    </section>
  );
}

/** web.account.two-factor-management. */
export function TwoFactorPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const [view, setView] = useState<'status' | 'setup' | 'status-again'>('status');
  if (!user) return null;
  return (
    <>
      <DocumentTitle title={t`Two-Factor Authentication`} />
      <PageHeader
        title={t`Two-Factor Authentication`}
        description={t`Two-factor authentication protects your account with a second step at login: after your password, a 6-digit code from an authenticator app on your phone or computer. Someone who learns your password still cannot log in without it.`}
      />
      {view === 'setup' ? (
        <TwoFactorSetup user={user} onClose={() => setView('status-again')} />
      ) : (
        <TwoFactorStatus user={user} focusHeading={view === 'status-again'} onEnable={() => setView('setup')} />
      )}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({ loader: twoFactorLoader(queryClient), Component: TwoFactorPage });
