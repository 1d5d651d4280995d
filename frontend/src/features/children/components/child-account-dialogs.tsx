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
  const [one] = chosen;
  return (
    <>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={chosen.length === 1 ? 'Delete this child account?' : `Delete these ${chosen.length} child accounts?`}
        confirmLabel="Delete Child Account"
        busy={deleting}
        onConfirm={onDelete}
        onClose={onClose}
      >
        <p>This cannot be undone. These are deleted for good:</p>
        <ul>
          {deleteChildrenWarning(chosen).map((line) => (
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
