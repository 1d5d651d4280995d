import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { redirect, useLoaderData, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import {
  SOCIAL_ACCOUNT_TYPES,
  socialRegistrationRequestSchema,
  type SocialAccountType,
  type SocialUser,
} from '../../../../../shared/schemas/auth-social';
import { translated } from '../../../../../shared/i18n/text';
import { SCHOOL_SIGN_ON_MESSAGES } from '../../../../../shared/schemas/saml-accounts';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { listCountries } from '../../../lib/countries';
import { fetchSocialUser, useRegisterSocial } from '../api/auth';
import { AccountTypeStep, socialTypeChoices } from '../components/account-type-step';
import { AuthCardPage, CreateAccountButtons, ProvidedDetailsFields } from '../../../components/auth-fields';
import { CountrySelect } from '../../../components/country-select';
import { RegistrationAlerts } from '../components/registration-alerts';

type SocialInput = z.input<typeof socialRegistrationRequestSchema>;
type SocialOutput = z.output<typeof socialRegistrationRequestSchema>;
type FieldName = keyof SocialInput;
const FIELD_NAMES: readonly FieldName[] = [
  'accountType',
  'title',
  'email',
  'firstName',
  'lastName',
  'countryId',
  'classCode',
];

/**
 * Only a first-time federated person registers here: someone with a profile goes to post-login,
 * someone not signed in with Google or Facebook to Login.
 */
export const socialRegistrationLoader = (queryClient: QueryClient) => async (): Promise<SocialUser> => {
  const [socialUser] = await Promise.all([
    fetchSocialUser(),
    queryClient.ensureQueryData(listCountries.queryOptions()),
  ]);
  if (socialUser === 'registered') throw redirect(paths.continue.getHref());
  if (socialUser === 'signed-out') throw redirect(paths.auth.login.getHref());
  return socialUser;
};

/**
 * web.login.social-registration: step 1 the account type, step 2 the details. Title, email, first
 * and last name are editable only where the provider supplied nothing (supplied ones are shown
 * read-only); students give a class code, everyone else a country. Which fields are required is
 * the API's decision (functions/domain/auth/social-registration.ts); its answers show on the fields.
 */
export function SocialRegistrationPage() {
  const { i18n, t } = useLingui();
  const socialUser = useLoaderData<SocialUser>();
  const [type, setType] = useState<SocialAccountType | null>(null);
  const [onDetails, setOnDetails] = useState(false);
  // visitor-and-account §8 restricted accounts: the message, and the person is sent up one level.
  const [restricted, setRestricted] = useState<string | null>(null);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const provider = socialUser.provider;
  return (
    <AuthCardPage
      title={t`Register with Google or Facebook`}
      description={onDetails ? t`Step 2 of 2: your details.` : t`Step 1 of 2: choose the kind of account you need.`}
      headingRef={headingRef}
    >
      <p>
        <Trans>You are signed in with {provider}. Create your App Library account to continue.</Trans>
      </p>
      {restricted && !onDetails ? (
        <Alert tone="warning" live>
          <p>{restricted}</p>
        </Alert>
      ) : null}
      {onDetails && type ? (
        <SocialDetailsForm
          key={type}
          socialUser={socialUser}
          accountType={type}
          onBack={() => setOnDetails(false)}
          onRestricted={(message) => {
            setRestricted(message);
            setOnDetails(false);
          }}
        />
      ) : (
        <AccountTypeStep
          choices={socialTypeChoices(i18n)}
          initial={type}
          onContinue={(chosen) => {
            setType(chosen);
            setOnDetails(true);
          }}
        />
      )}
    </AuthCardPage>
  );
}

interface SocialDetailsFormProps {
  socialUser: SocialUser;
  accountType: SocialAccountType;
  onBack: () => void;
  /** The class's school takes new accounts only from its school system. */
  onRestricted: (message: string) => void;
}

function SocialDetailsForm({ socialUser, accountType, onBack, onRestricted }: SocialDetailsFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const registration = useRegisterSocial();
  const student = accountType === 'student';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<SocialInput, unknown, SocialOutput>({
    resolver: zodResolver(socialRegistrationRequestSchema),
    defaultValues: { accountType, title: '', email: '', firstName: '', lastName: '', countryId: '', classCode: '' },
  });

  const onSubmit = handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: () => void navigate(paths.continue.getHref(), { replace: true }),
      onError: (error) => {
        if (
          isApiRequestError(error) &&
          error.status === 403 &&
          // The API answers in the language the screens are in.
          error.message === translated(SCHOOL_SIGN_ON_MESSAGES.restrictedAccounts)
        )
          return onRestricted(error.message);
        showServerFieldErrors(error, FIELD_NAMES, setError);
        if (isApiRequestError(error) && error.status === 409)
          setError('email', { type: 'server', message: error.message });
      },
    });
  });

  const chosenType = SOCIAL_ACCOUNT_TYPES.find((choice) => choice.value === accountType);
  const typeLabel = chosenType ? translated(chosenType.label) : accountType;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Registration details`}>
      <RegistrationAlerts
        invalid={isSubmitted && Object.keys(errors).length > 0}
        error={registration.error}
        typeLabel={typeLabel}
      />
      <ProvidedDetailsFields
        supplied={{ firstName: socialUser.firstName, lastName: socialUser.lastName, email: socialUser.socialEmail }}
        register={register}
        errors={errors}
        lastNameOptional={student}
        emailOptional={student}
      />
      {student ? (
        <TextField
          label={t`Class code`}
          autoCapitalize="none"
          spellCheck={false}
          hint={t`Your teacher gives you this code.`}
          error={errors.classCode?.message}
          {...register('classCode')}
        />
      ) : (
        <CountrySelect error={errors.countryId?.message} field={register('countryId')} />
      )}
      <CreateAccountButtons back={onBack} pending={registration.isPending} />
    </form>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: socialRegistrationLoader(queryClient),
  Component: SocialRegistrationPage,
});
