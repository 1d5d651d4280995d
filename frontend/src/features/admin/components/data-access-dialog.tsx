import { useEffect, useState, type FormEvent } from 'react';
import { DATA_LINK_MESSAGES, type DataLinkContactInput } from '../../../../../shared/schemas/data-link';
import { Alert } from '../../../components/alert';
import { FormDialog } from '../../../components/form-dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import type { ChangeState } from '../../../lib/define-mutation';
import styles from '../pages/staff-pages.module.css';

type Field = 'firstName' | 'lastName' | 'email';

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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { reset } = request;
  // A failure of an earlier opening is not this one's.
  useEffect(() => reset(), [reset]);
  const failure = request.error
    ? isApiRequestError(request.error)
      ? request.error.message
      : 'Something went wrong'
    : null;
  const set = (field: keyof typeof contact) => (value: string) =>
    setContact((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    reset();
    const next: Partial<Record<Field, string>> = {
      ...(contact.firstName.trim() ? {} : { firstName: DATA_LINK_MESSAGES.firstNameRequired }),
      ...(contact.lastName.trim() ? {} : { lastName: DATA_LINK_MESSAGES.lastNameRequired }),
      ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim()) ? {} : { email: DATA_LINK_MESSAGES.emailRequired }),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onRequest({ ...contact, phone: contact.phone.trim() || null, notes: contact.notes.trim() || null });
  }

  return (
    <FormDialog
      title={`Request access from ${sourceName}`}
      formId="data-access"
      submitLabel="Request access"
      busy={request.isPending}
      onClose={onClose}
    >
      <form id="data-access" className={styles.roleOptions} onSubmit={submit} noValidate>
        <p>{sourceName} asks the school to approve sharing its data. Who at the school should it contact?</p>
        <TextField
          label="First name"
          value={contact.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
          error={errors.firstName}
          autoComplete="off"
        />
        <TextField
          label="Last name"
          value={contact.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
          error={errors.lastName}
          autoComplete="off"
        />
        <TextField
          label="Email"
          type="email"
          value={contact.email}
          onChange={(event) => set('email')(event.target.value)}
          error={errors.email}
          autoComplete="off"
        />
        <TextField
          label="Phone"
          optional
          type="tel"
          value={contact.phone}
          onChange={(event) => set('phone')(event.target.value)}
          autoComplete="off"
        />
        <TextAreaField
          label="Notes"
          optional
          value={contact.notes}
          onChange={(event) => set('notes')(event.target.value)}
        />
        {failure ? (
          <Alert tone="danger" live>
            <p>{failure}</p>
          </Alert>
        ) : null}
      </form>
    </FormDialog>
  );
}
