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
  return (
    <ConfirmDialog
      open={account !== null}
      title={account ? `Log in as ${account.name}?` : ''}
      confirmLabel="Log in as"
      confirmVariant="primary"
      busy={busy}
      onClose={onClose}
      onConfirm={() => account && onConfirm(account)}
    >
      <p>
        You will see the portal as {account?.name} ({account?.username}) sees it, and what you do is done as them until
        you return to the console.
      </p>
      <p>This is recorded in the audit trail under your name.</p>
    </ConfirmDialog>
  );
}
