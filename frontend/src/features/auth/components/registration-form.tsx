import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type * as z from 'zod/mini';
import { ACCOUNT_TYPES, type AccountType } from '../../../../../shared/constants';
import { translated } from '../../../../../shared/i18n/text';
import { registrationRequestSchema } from '../../../../../shared/schemas/auth';
import { TitleField } from '../../../components/title-field';
import { PersonNameFields } from '../../../components/person-name-fields';
import { isApiRequestError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useRegister } from '../api/auth';
import styles from '../../../components/auth-card.module.css';
import { CreateAccountButtons, EmailAddressField, NewPasswordFields } from '../../../components/auth-fields';
import { CountrySelect } from '../../../components/country-select';
import { RegistrationAlerts } from './registration-alerts';

type RegistrationInput = z.input<typeof registrationRequestSchema>;
type RegistrationOutput = z.output<typeof registrationRequestSchema>;
type FieldName = keyof RegistrationInput;

const FIELD_NAMES: readonly FieldName[] = [
  'accountType',
  'title',
  'firstName',
  'lastName',
  'countryId',
  'email',
  'password',
  'passwordConfirmation',
];

const blankToNull = (value: unknown) => (value === '' ? null : value);

interface RegistrationFormProps {
  accountType: AccountType;
  /** The type step, with this type chosen. */
  backTo: string;
  onRegistered: () => void;
}

/** Step 2 of registration: validated in the browser with the API's own schema. */
export function RegistrationForm({ accountType, backTo, onRegistered }: RegistrationFormProps) {
  const { t } = useLingui();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: zodResolver(registrationRequestSchema),
    defaultValues: {
      accountType,
      title: null,
      firstName: '',
      lastName: '',
      countryId: null,
      email: '',
      password: '',
      passwordConfirmation: '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: onRegistered,
      onError: (error) => {
        showServerFieldErrors(error, FIELD_NAMES, setError);
        if (isApiRequestError(error) && error.status === 409)
          setError('email', { type: 'server', message: error.message });
      },
    });
  });

  const emailTaken = isApiRequestError(registration.error) && registration.error.status === 409;
  const chosenType = ACCOUNT_TYPES.find((type) => type.value === accountType);
  const typeLabel = chosenType ? translated(chosenType.label) : accountType;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Registration details`}>
      <RegistrationAlerts
        invalid={isSubmitted && Object.values(errors).some((fieldError) => fieldError?.type !== 'server')}
        error={registration.error}
        typeLabel={typeLabel}
      />
      <div className={styles.row}>
        <TitleField error={errors.title?.message} {...register('title', { setValueAs: blankToNull })} />
        <PersonNameFields
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        />
      </div>
      <CountrySelect
        optional={accountType !== 'teacher'}
        error={errors.countryId?.message}
        field={register('countryId', { setValueAs: blankToNull })}
      />
      <EmailAddressField
        hint={t`This will be your username.`}
        error={errors.email?.message}
        field={register('email')}
      />
      {errors.email?.type === 'server' && emailTaken ? (
        <p>
          <Trans>
            <Link to={paths.auth.login.getHref()}>Login</Link> or{' '}
            <Link to={paths.auth.passwordReset.getHref()}>Forgot Password</Link>
          </Trans>
        </p>
      ) : null}
      <NewPasswordFields
        labels={{ password: t`Password`, confirmation: t`Confirm password` }}
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
      />
      <CreateAccountButtons back={backTo} pending={registration.isPending} />
    </form>
  );
}
