import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, redirect, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import {
  SAML_PROVISIONING_ERROR_PREFIX,
  SCHOOL_ROLE_REQUIRED,
  type SchoolSignOnRole,
} from '../../../../../shared/schemas/saml';
import { samlRegistrationRequestSchema, type SamlNewUser } from '../../../../../shared/schemas/saml-accounts';
import { Alert } from '../../../components/alert';
import styles from '../../../components/auth-card.module.css';
import { AuthCardPage, CreateAccountButtons, ProvidedDetailsFields } from '../../../components/auth-fields';
import { ChoiceStep } from '../../../components/choice-step';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/report-client-error';
import { samlLinkIntent } from '../../../lib/school-sign-on';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import {
  loadSamlNewUser,
  SamlSignInAfterRegistrationError,
  SIGN_IN_AFTER_REGISTRATION_FAILED,
  useRegisterSaml,
} from '../api/saml';
import { SchoolIdentity } from '../components/school-identity';
import { SCHOOL_ROLE_LABELS, schoolRoleChoices, schoolRoleOf } from '../components/school-roles';

/** Every step needs the new user; a person who came to link their account (My Account's Link) starts at the link step. */
export const samlRegistrationLoader =
  (queryClient: QueryClient, { index = false } = {}) =>
  async (): Promise<SamlNewUser> => {
    const samlUser = await loadSamlNewUser(queryClient);
    if (index && samlLinkIntent()) throw redirect(paths.auth.samlLink.getHref());
    return samlUser;
  };

/** The step after "Create a new account": school-role unless the school system said both role and school. */
function firstStepHref(samlUser: SamlNewUser): string {
  return samlUser.schoolRole && samlUser.schoolId
    ? paths.auth.samlRegistrationDetails.getHref(samlUser.schoolRole)
    : paths.auth.samlRegistrationRole.getHref();
}

/** web.login.saml registration index: who the school says you are; a new account, or link one you have. */
export function SamlRegistrationPage() {
  const { t } = useLingui();
  const samlUser = useLoaderData<SamlNewUser>();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const name = samlUser.samlIdp.name;
  return (
    <AuthCardPage
      title={t`Welcome from ${name}`}
      description={t`This is your first sign-in through your school here.`}
      headingRef={headingRef}
    >
      <p>
        <Trans>{name} says you are:</Trans>
      </p>
      <SchoolIdentity samlUser={samlUser} />
      <p>
        <Trans>
          Create a new App Library account for this school sign-on, or link it to the account you already have.
        </Trans>
      </p>
      <div className={styles.buttons}>
        <LinkButton to={firstStepHref(samlUser)}>
          <Trans>Create a new account</Trans>
        </LinkButton>
        <LinkButton to={paths.auth.samlLink.getHref()} variant="secondary">
          <Trans>I already have an account</Trans>
        </LinkButton>
      </div>
    </AuthCardPage>
  );
}

/** The school-role step: Teacher or Student. */
export function SamlRoleStepPage() {
  const { t, i18n } = useLingui();
  const samlUser = useLoaderData<SamlNewUser>();
  const navigate = useNavigate();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const type = samlUser.samlIdp.type;
  return (
    <AuthCardPage
      title={t`Your role at school`}
      // One whole sentence per kind of provider, so each language words it its own way.
      description={select(type, {
        school: 'Step 1 of 2: are you a teacher or a student at your school?',
        other: 'Step 1 of 2: are you a teacher or a student at your organisation?',
      })}
      headingRef={headingRef}
    >
      <ChoiceStep
        label={t`Choose your school role`}
        legend={t`I am a`}
        name="schoolRole"
        choices={schoolRoleChoices(i18n)}
        initial={samlUser.schoolRole}
        requiredMessage={SCHOOL_ROLE_REQUIRED}
        onContinue={(role) => void navigate(paths.auth.samlRegistrationDetails.getHref(role))}
      />
      <p>
        <LinkButton to={paths.auth.samlRegistration.getHref()} variant="secondary">
          <Trans>Back</Trans>
        </LinkButton>
      </p>
    </AuthCardPage>
  );
}

/** The details step, with the role of the URL (or the one the school system asserted). */
export function SamlDetailsPage() {
  const { t } = useLingui();
  const samlUser = useLoaderData<SamlNewUser>();
  const [search] = useSearchParams();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const role = samlUser.schoolId && samlUser.schoolRole ? samlUser.schoolRole : schoolRoleOf(search.get('role'));
  if (!role) return <Navigate to={paths.auth.samlRegistrationRole.getHref()} replace />;
  const roleStepShown = !(samlUser.schoolId && samlUser.schoolRole);
  return (
    <AuthCardPage
      title={t`Your details`}
      description={roleStepShown ? t`Step 2 of 2: your details.` : t`Your details, then your account is ready.`}
      headingRef={headingRef}
    >
      <SamlDetailsForm
        key={role}
        samlUser={samlUser}
        role={role}
        backTo={roleStepShown ? paths.auth.samlRegistrationRole.getHref() : paths.auth.samlRegistration.getHref()}
      />
    </AuthCardPage>
  );
}

type DetailsInput = z.input<typeof samlRegistrationRequestSchema>;
type DetailsOutput = z.output<typeof samlRegistrationRequestSchema>;
type FieldName = keyof DetailsInput;
const FIELD_NAMES: readonly FieldName[] = ['schoolRole', 'title', 'email', 'firstName', 'lastName'];

/** What the alert says of a failed registration ('Error provisioning SAML account: …' and the like); 422 field errors show on their fields. */
function failureMessage(error: unknown, i18n: I18n): string | null {
  if (!error) return null;
  if (isApiRequestError(error)) {
    if (error.status !== 422) return error.message;
    return error.generalMessages.join(' ') || null;
  }
  return error instanceof SamlSignInAfterRegistrationError
    ? i18n._(SIGN_IN_AFTER_REGISTRATION_FAILED)
    : i18n._(msg`Registration failed. Please try again.`);
}

/**
 * Title, names and email: what the school system supplied shows read-only; the rest is asked for
 * (last name optional for students). Which fields are required is the API's decision.
 */
function SamlDetailsForm({
  samlUser,
  role,
  backTo,
}: {
  samlUser: SamlNewUser;
  role: SchoolSignOnRole;
  backTo: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const registration = useRegisterSaml(samlUser.samlIdp.id);
  const student = role === 'student';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(samlRegistrationRequestSchema),
    defaultValues: { schoolRole: role, title: '', email: '', firstName: '', lastName: '' },
  });

  const onSubmit = handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: () => void navigate(paths.continue.getHref(), { replace: true }),
      onError: (error) => {
        showServerFieldErrors(error, FIELD_NAMES, setError);
        // §8: the provisioning error is shown and also reported, though it is a refusal.
        if (isApiRequestError(error) && error.message.startsWith(SAML_PROVISIONING_ERROR_PREFIX))
          reportClientError(error, 'SAML provisioning', { evenIfRefused: true });
      },
    });
  });

  const failure = failureMessage(registration.error, i18n);
  const roleLabel = i18n._(SCHOOL_ROLE_LABELS[role]);
  const name = samlUser.samlIdp.name;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Registration details`}>
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <p>
        <Trans>
          Account type: <strong>{roleLabel}</strong> at {name}
        </Trans>
      </p>
      {errors.schoolRole?.message ? (
        <Alert tone="danger" live>
          <p>{errors.schoolRole.message}</p>
        </Alert>
      ) : null}
      <ProvidedDetailsFields
        supplied={samlUser}
        register={register}
        errors={errors}
        lastNameOptional={student}
        emailOptional={false}
      />
      <CreateAccountButtons back={backTo} pending={registration.isPending} />
    </form>
  );
}
