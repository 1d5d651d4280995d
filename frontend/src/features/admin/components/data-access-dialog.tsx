import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { DATA_LINK_MESSAGES, type DataLinkContactInput } from '../../../../../shared/schemas/data-link';
import { translated } from '../../../../../shared/i18n/text';
import { FailureAlert } from '../../../components/alert';
import { FormDialog } from '../../../components/form-dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { failureReason } from '../../../lib/use-page-actions';
import type { ChangeState } from '../../../lib/define-mutation';
import styles from '../pages/staff-pages.module.css';

type Field = 'firstName' | 'lastName' | 'email';

const CONTACT_FIELDS = [
  { field: 'firstName', label: msg`First name`, type: 'text' },
  { field: 'lastName', label: msg`Last name`, type: 'text' },
  { field: 'email', label: msg`Email`, type: 'email' },
  { field: 'phone', label: msg`Phone`, type: 'tel' },
] as const;

/** Request access (staff-console §3 data link contact): who at the school the source may contact; first and last name and e-mail required. */
export function DataAccessDialog({
  sourceName,
  request,
  onRequest,
  onClose,
}: {
  sourceName: string;
  /** The request's change (the page's): its failure is shown here. */
  request: ChangeState;
  /** Requests access with `request`, closing the dialog once it has succeeded. */
  onRequest: (contact: DataLinkContactInput) => void;
  onClose: () => void;
}) {
  const [contact, setContact] = useState({ firstName: '', lastName: '', email: '', phone: '', notes: '' });
  const { i18n, t } = useLingui();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { reset } = request;
  // A failure of an earlier opening is not this one's.
  useEffect(() => reset(), [reset]);
  const set = (field: keyof typeof contact) => (value: string) =>
    setContact((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    reset();
    const next: Partial<Record<Field, string>> = {
      ...(contact.firstName.trim() ? {} : { firstName: translated(DATA_LINK_MESSAGES.firstNameRequired) }),
      ...(contact.lastName.trim() ? {} : { lastName: translated(DATA_LINK_MESSAGES.lastNameRequired) }),
      ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim())
        ? {}
        : { email: translated(DATA_LINK_MESSAGES.emailRequired) }),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onRequest({ ...contact, phone: contact.phone.trim() || null, notes: contact.notes.trim() || null });
  }

  return (
    <FormDialog
      title={t`Request access from ${sourceName}`}
      formId="data-access"
      submitLabel={t`Request access`}
      busy={request.isPending}
      onClose={onClose}
    >
      <form id="data-access" className={styles.roleOptions} onSubmit={submit} noValidate>
        <p>
          <Trans>{sourceName} asks the school to approve sharing its data. Who at the school should it contact?</Trans>
        </p>
        {CONTACT_FIELDS.map(({ field, label, type }) => (
          <TextField
            key={field}
            label={i18n._(label)}
            optional={field === 'phone'}
            type={type}
            value={contact[field]}
            onChange={(event) => set(field)(event.target.value)}
            error={field === 'phone' ? undefined : errors[field]}
            autoComplete="off"
          />
        ))}
        <TextAreaField
          label={t`Notes`}
          optional
          value={contact.notes}
          onChange={(event) => set('notes')(event.target.value)}
        />
        <FailureAlert message={request.error ? failureReason(request.error) : null} />
      </form>
    </FormDialog>
  );
}
