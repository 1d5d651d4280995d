import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FailureAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiRequestError } from '../../../lib/api-client';
import { removeSuppression } from '../api/email-tools';

/**
 * Remove from suppression list (suppression-list.remove), beside a check that found the address
 * on it: asks first, naming the address, then tells the page it is off the list.
 */
export function RemoveSuppression({ email, onRemoved }: { email: string; onRemoved: (email: string) => void }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const remove = removeSuppression.useMutation();
  const failure = remove.error
    ? isApiRequestError(remove.error)
      ? remove.error.message
      : t`The address could not be taken off the suppression list.`
    : null;

  return (
    <>
      <div>
        <Button
          variant="danger"
          onClick={() => {
            remove.reset();
            setAsking(true);
          }}
        >
          <Trans>Remove from suppression list</Trans>
        </Button>
      </div>
      <FailureAlert message={failure} />
      <ConfirmDialog
        open={asking}
        title={t`Remove from suppression list?`}
        confirmLabel={t`Remove from suppression list`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { body: { email } },
            {
              onSuccess: (answer) => onRemoved(answer.removed),
              onSettled: () => setAsking(false),
            },
          )
        }
        onClose={() => setAsking(false)}
      >
        <p>
          <Trans>
            <strong>
              <bdi>{email}</bdi>
            </strong>{' '}
            will be taken off the SES suppression list, and SES will mail it again.
          </Trans>
        </p>
        <p>
          <Trans>
            If the address still bounces or complains, SES puts it back on the list and it counts against the account.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
