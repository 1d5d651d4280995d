import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  title: string;
  /** The id of the form inside, which the footer's submit button submits. */
  formId: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding one form: Cancel, and the submit button in the footer (Add Role, School Access). */
export function FormDialog({ title, formId, submitLabel, busy, onClose, children }: FormDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
