import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ACCOUNT_TYPES, COMMON_COUNTRY_CODES, type AccountType } from '../../../../../shared/constants';
import { REGISTRATION_FORM_ERROR, registrationRequestSchema } from '../../../../../shared/schemas/registration';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LinkButton } from '../../../components/link-button';
import { SelectField } from '../../../components/select-field';
import { TitleField } from '../../../components/title-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { listCountries } from '../api/list-countries';
import { AutoSignInError, useRegister } from '../api/register';
import styles from './auth-card.module.css';
import { NewPasswordFields } from './auth-fields';

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
  const countries = listCountries.useData();
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
        if (!isApiRequestError(error)) return;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((FIELD_NAMES as readonly string[]).includes(field)) setError(field as FieldName, { type: 'server', message });
        }
        if (error.status === 409) setError('email', { type: 'server', message: error.message });
      },
    });
  });

  const common = COMMON_COUNTRY_CODES.map((code) => countries.find((country) => country.id === code)).filter((country) => country !== undefined);
  const others = countries.filter((country) => !(COMMON_COUNTRY_CODES as readonly string[]).includes(country.id));

  const hasErrors = Object.keys(errors).length > 0;
  const serverError = registration.error;
  let serverMessage: string | null = null;
  if (serverError instanceof AutoSignInError) serverMessage = serverError.message;
  else if (isApiRequestError(serverError)) {
    const general = serverError.generalMessages;
    serverMessage = serverError.status === 422 ? (general.length ? general.join(' ') : null) : serverError.message;
  } else if (serverError) serverMessage = 'Registration failed. Please try again.';

  const typeLabel = ACCOUNT_TYPES.find((type) => type.value === accountType)?.label ?? accountType;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Registration details">
      {isSubmitted && hasErrors ? (
        <Alert tone="danger" live>
          <p>{REGISTRATION_FORM_ERROR}</p>
        </Alert>
      ) : null}
      {serverMessage ? (
        <Alert tone="danger" live>
          <p>{serverMessage}</p>
          {serverError instanceof AutoSignInError ? <LinkButton to={paths.auth.login.getHref()} size="small">Login</LinkButton> : null}
        </Alert>
      ) : null}
      <p>
        Account type: <strong>{typeLabel}</strong>
      </p>
      <div className={styles.row}>
        <TitleField error={errors.title?.message} {...register('title', { setValueAs: blankToNull })} />
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <SelectField label="Country" optional error={errors.countryId?.message} {...register('countryId', { setValueAs: blankToNull })}>
        <option value="">Choose a country</option>
        {common.length ? (
          <optgroup label="Common countries">
            {common.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label={common.length ? 'All other countries' : 'Countries'}>
          {others.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </optgroup>
      </SelectField>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        hint="This will be your username."
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        labels={{ password: 'Password', confirmation: 'Confirm password' }}
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.passwordConfirmation?.message }}
      />
      <div className={styles.buttons}>
        <LinkButton to={backTo} variant="secondary">
          Back
        </LinkButton>
        <Button type="submit" loading={registration.isPending}>
          Create account
        </Button>
      </div>
    </form>
  );
}
