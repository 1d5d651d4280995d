import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The account staff are about to log in as. */
export interface LoginAsAccount {
  id: string;
  name: string;
  username: string;
}

/**
 * Log in as, asked first (staff-console §6; ARCHITECTURE 'Acting as another user'): it names the
 * account and says that it is recorded, since everything done next is done as that person.
 */
export function LoginAsDialog({
  account,
  busy,
  onConfirm,
  onClose,
}: {
  account: LoginAsAccount | null;
  busy: boolean;
  onConfirm: (account: LoginAsAccount) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = account?.name;
  const username = account?.username;
  return (
    <ConfirmDialog
      open={account !== null}
      title={account ? t`Log in as ${name}?` : ''}
      confirmLabel={t`Log in as`}
      confirmVariant="primary"
      busy={busy}
      onClose={onClose}
      onConfirm={() => account && onConfirm(account)}
    >
      <p>
        <Trans>
          You will see the portal as {name} (<bdi>{username}</bdi>) sees it, and what you do is done as them until you
          return to the console.
        </Trans>
      </p>
      <p>
        <Trans>This is recorded in the audit trail under your name.</Trans>
      </p>
    </ConfirmDialog>
  );
}
