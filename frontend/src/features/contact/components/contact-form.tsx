import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  CONTACT_SEND_FAILED,
  CONTACT_SUBJECTS,
  DEFAULT_CONTACT_SUBJECT,
  contactMessageRequestSchema,
  type ContactSubject,
} from '../../../../../shared/schemas/contact';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { useContractText } from '../../../lib/language/contract-text';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSendContactMessage } from '../api/contact';
import styles from './contact.module.css';

type FormInput = z.input<typeof contactMessageRequestSchema>;
type FormOutput = z.output<typeof contactMessageRequestSchema>;
const FIELDS = ['name', 'email', 'phone', 'code', 'subject', 'serviceId', 'message'] as const;

/** Each subject as the list shows it; the value sent stays the contract's English subject. */
const SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  'General Enquiry': msg`General Enquiry`,
  'Provide Feedback': msg`Provide Feedback`,
  'Report Issue': msg`Report Issue`,
  'Request Technical Assistance': msg`Request Technical Assistance`,
};

interface ContactFormProps {
  /** Signed-in people find their name and email filled in. */
  user: SessionUser | null;
  products: readonly { id: string; name: string }[];
  onSent: (message: string) => void;
}

/** web.contact-us's form; errors show beside their fields, the server's 422 ones too. */
export function ContactForm({ user, products, onSent }: ContactFormProps) {
  const { i18n, t } = useLingui();
  const shown = useContractText();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactMessageRequestSchema),
    defaultValues: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phone: '',
      code: '',
      subject: DEFAULT_CONTACT_SUBJECT,
      serviceId: '',
      message: '',
      website: '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: ({ message }) => onSent(message),
      onError: (error) => showServerFieldErrors(error, FIELDS, setError),
    });
  });
  const failure =
    send.error && !(isApiRequestError(send.error) && send.error.status === 422)
      ? isApiRequestError(send.error) && send.error.status < 500
        ? send.error.message
        : CONTACT_SEND_FAILED
      : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Contact Us`}>
      {failure ? (
        <Alert tone="danger" live>
          <p>{shown(failure)}</p>
        </Alert>
      ) : null}
      <TextField label={t`Name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        optional
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label={t`School reference number`} optional error={errors.code?.message} {...register('code')} />
      <SelectField label={t`Subject`} error={errors.subject?.message} {...register('subject')}>
        {CONTACT_SUBJECTS.map(({ subject }) => (
          <option key={subject} value={subject}>
            {i18n._(SUBJECT_LABELS[subject])}
          </option>
        ))}
      </SelectField>
      <SelectField label={t`Product`} optional error={errors.serviceId?.message} {...register('serviceId')}>
        <option value="">{t`No particular product`}</option>
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t`Message`} rows={8} error={errors.message?.message} {...register('message')} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">
          <Trans>Leave this field empty</Trans>
        </label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <Button type="submit" loading={send.isPending}>
        <Trans>Send Message</Trans>
      </Button>
    </form>
  );
}
