import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are ('Keep subscription'); 'Cancel' unless the action is itself a cancelling. */
  keepLabel?: string;
  busy?: boolean;
  /** 'primary' for a change that takes nothing away (making someone an administrator); red otherwise. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (deleting students, voiding login cards). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  keepLabel,
  busy = false,
  confirmVariant = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {keepLabel ?? t`Cancel`}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
