import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { TITLES, titleLabel } from '../../../../../shared/constants';
import { translated } from '../../../../../shared/i18n/text';
import {
  quoteRequestSchema,
  SCHOOL_ACCESS_MESSAGES,
  SCHOOL_SIZES,
  schoolSizeLabel,
  type QuoteResponse,
} from '../../../../../shared/schemas/school-access';
import type { PublicSchool } from '../../../../../shared/schemas/schools';
import type { Service } from '../../../../../shared/schemas/service';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PersonNameFields } from '../../../components/person-name-fields';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { isApiRequestError } from '../../../lib/api-client';
import { useContractText } from '../../../lib/language/contract-text';
import { useRequestQuote } from '../api/schools';
import { quoteFieldOf, type QuoteFormField } from '../quote-form-rules';
import fieldStyles from '../../../components/field.module.css';
import styles from './quote-form.module.css';

type FormInput = z.input<typeof quoteRequestSchema>;
type FormOutput = z.output<typeof quoteRequestSchema>;

interface QuoteFormProps {
  user: SessionUser;
  /** The teacher's school; null for a personal or parent account, which fills it in. */
  school: PublicSchool | null;
  /** The titles to choose from (enabled, integrated, paid). */
  services: readonly Service[];
  /** The app the page was opened for (?app=): ticked to start with. */
  selected: string | null;
  /** A request for a new free trial (?trial=1). */
  trial: boolean;
  onSent: (response: QuoteResponse) => void;
}

/** The request's failure, said above the form; none where the server's 422 names the fields. */
function quoteFailure(error: unknown): string | null {
  if (!error) return null;
  if (isApiRequestError(error)) {
    if (error.status === 422 && Object.keys(error.fieldErrors).length) return null;
    if (error.status < 500 && error.status !== 422)
      return `${translated(SCHOOL_ACCESS_MESSAGES.quoteFailed)} ${error.message}`;
  }
  return translated(SCHOOL_ACCESS_MESSAGES.quoteFailed);
}

/**
 * web.school-quote's form (visitor-and-account §2, §5): titles, the school's name, city and size,
 * and who to contact, filled in from the teacher's school and account. Errors show under their
 * fields and, listed, above the form; the server's 422 ones too.
 */
export function QuoteForm({ user, school, services, selected, trial, onSent }: QuoteFormProps) {
  const { t } = useLingui();
  // The fields' errors are the contract's zod messages (keyed by their English) or the API's details.
  const shown = useContractText();
  const request = useRequestQuote();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(quoteRequestSchema),
    shouldFocusError: true,
    defaultValues: {
      services: services.some((service) => service.id === selected) && selected ? [selected] : [],
      school: { name: school?.name ?? '', city: school?.city ?? '', size: '' as FormInput['school']['size'] },
      user: {
        title: (user.title ?? '') as FormInput['user']['title'],
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email ?? '',
        phone: '',
      },
      trial,
    },
  });

  const onSubmit = handleSubmit((values) => {
    request.mutate(
      { ...values, trial },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (!isApiRequestError(error)) return;
          for (const [path, message] of Object.entries(error.fieldErrors)) {
            const field = quoteFieldOf(path);
            if (field) setError(field, { type: 'server', message });
          }
        },
      },
    );
  });

  const fieldErrors: Partial<Record<QuoteFormField, string | undefined>> = {
    services: errors.services?.message ?? errors.services?.root?.message,
    'school.name': errors.school?.name?.message,
    'school.city': errors.school?.city?.message,
    'school.size': errors.school?.size?.message,
    'user.title': errors.user?.title?.message,
    'user.firstName': errors.user?.firstName?.message,
    'user.lastName': errors.user?.lastName?.message,
    'user.email': errors.user?.email?.message,
    'user.phone': errors.user?.phone?.message,
  };
  const listed = Object.values(fieldErrors).filter((message): message is string => Boolean(message));
  const failure = quoteFailure(request.error);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={trial ? t`Request A New Free Trial` : t`Request A Quote`}>
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      {listed.length ? (
        <Alert tone="danger" live title={t`Please correct the following:`}>
          <ul>
            {listed.map((message) => (
              <li key={message}>{shown(message)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <fieldset
        className={fieldStyles.fieldset}
        aria-describedby={fieldErrors.services ? 'quote-titles-error' : undefined}
      >
        <legend className={fieldStyles.legend}>
          <Trans>Titles</Trans>
        </legend>
        {services.map((service) => (
          <div key={service.id} className={styles.title}>
            <input id={`quote-title-${service.id}`} type="checkbox" value={service.id} {...register('services')} />
            <label htmlFor={`quote-title-${service.id}`}>{service.name}</label>
          </div>
        ))}
        {fieldErrors.services ? (
          <p className={fieldStyles.error} id="quote-titles-error">
            {shown(fieldErrors.services)}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={fieldStyles.fieldset}>
        <legend className={fieldStyles.legend}>
          <Trans>Your school</Trans>
        </legend>
        <TextField
          label={t`School name`}
          autoComplete="organization"
          error={fieldErrors['school.name']}
          {...register('school.name')}
        />
        <TextField
          label={t`City`}
          autoComplete="address-level2"
          error={fieldErrors['school.city']}
          {...register('school.city')}
        />
        <SelectField label={t`School size`} error={fieldErrors['school.size']} {...register('school.size')}>
          <option value="">{t`Choose the number of students`}</option>
          {SCHOOL_SIZES.map((size) => (
            <option key={size} value={size}>
              {schoolSizeLabel(size)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className={fieldStyles.fieldset}>
        <legend className={fieldStyles.legend}>
          <Trans>Contact</Trans>
        </legend>
        <SelectField label={t`Title`} error={fieldErrors['user.title']} {...register('user.title')}>
          <option value="">{t`Choose a title`}</option>
          {TITLES.map((title) => (
            <option key={title} value={title}>
              {titleLabel(title)}
            </option>
          ))}
        </SelectField>
        <PersonNameFields
          firstName={register('user.firstName')}
          lastName={register('user.lastName')}
          errors={{ firstName: fieldErrors['user.firstName'], lastName: fieldErrors['user.lastName'] }}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={fieldErrors['user.email']}
          {...register('user.email')}
        />
        <TextField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          error={fieldErrors['user.phone']}
          {...register('user.phone')}
        />
      </fieldset>
      <Button type="submit" loading={request.isPending}>
        <Trans>Request Quote</Trans>
      </Button>
    </form>
  );
}
