import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiCredential } from '../../../../../shared/schemas/api-credentials';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export type Confirming = { action: 'rotate' | 'revoke'; credential: ApiCredential } | null;

/** Asks before a secret is rotated or credentials revoked, naming what stops working at once. */
export function CredentialChangeDialog({
  confirming,
  onClose,
  onConfirm,
}: {
  confirming: Confirming;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={confirming?.action === 'rotate' ? t`Rotate the secret?` : t`Revoke these credentials?`}
      confirmLabel={confirming?.action === 'rotate' ? t`Rotate secret` : t`Revoke`}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>
        {confirming?.action === 'rotate' ? (
          <Trans>
            The current secret of <code>{confirming.credential.clientId}</code> stops working at once, and so does every
            access token it got: the app cannot read rosters until it uses the new secret.
          </Trans>
        ) : (
          <Trans>
            The secret of <code>{confirming?.credential.clientId}</code> and every access token it got stop working at
            once: the app can no longer read its schools' rosters with them. This cannot be undone.
          </Trans>
        )}
      </p>
    </ConfirmDialog>
  );
}
