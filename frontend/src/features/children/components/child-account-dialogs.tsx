import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { ChildRow } from '../../../../../shared/schemas/children';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { deleteChildrenWarning } from '../family-actions';
import type { ChildDialog } from './child-accounts-toolbar';

// The subscriptions and history dialogs load when opened: a parent opening the page on a phone
// does not pay for their code (Lighthouse's blocking time on this page was over its 200 ms).
const ChildServicesDialog = lazy(async () => ({
  default: (await import('./child-services-dialog')).ChildServicesDialog,
}));
const ChildAuditDialog = lazy(async () => ({
  default: (await import('./child-audit-dialog')).ChildAuditDialog,
}));

/** My Child Accounts' dialogs for the ticked children: the delete confirmation, subscriptions, history. */
export function ChildAccountDialogs({
  dialog,
  chosen,
  deleting,
  onDelete,
  onClose,
}: {
  dialog: ChildDialog | null;
  chosen: readonly ChildRow[];
  deleting: boolean;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const [one] = chosen;
  const count = chosen.length;
  return (
    <>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t`${plural(count, { one: 'Delete this child account?', other: 'Delete these # child accounts?' })}`}
        confirmLabel={t`Delete Child Account`}
        busy={deleting}
        onConfirm={onDelete}
        onClose={onClose}
      >
        <p>
          <Trans>This cannot be undone. These are deleted for good:</Trans>
        </p>
        <ul>
          {deleteChildrenWarning(chosen, i18n).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <Suspense fallback={null}>
        {one && (dialog === 'view-subscriptions' || dialog === 'subscribe') ? (
          <ChildServicesDialog child={one} mode={dialog === 'subscribe' ? 'subscribe' : 'view'} onClose={onClose} />
        ) : null}
        {one && dialog === 'history' ? <ChildAuditDialog child={one} onClose={onClose} /> : null}
      </Suspense>
    </>
  );
}
