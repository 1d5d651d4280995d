import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_HINT } from '../../../shared/rules/password-policy';
import { Alert } from './alert';
import { Button } from './button';
import { DocumentTitle } from './document-title';
import { LinkButton } from './link-button';
import { PageHeader } from './page-header';
import { PersonNameFields } from './person-name-fields';
import { ReadOnlyField } from './read-only-field';
import { TextField } from './text-field';
import { TitleField } from './title-field';
import styles from './auth-card.module.css';

/** A form's failure above its fields, announced when it appears. */
export function FormFailure({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert tone="danger" live>
      {children}
    </Alert>
  );
}

/** The username field of the sign-in pages (a username, or the email address that is one). */
export function UsernameField({ error, field }: { error: string | undefined; field: UseFormRegisterReturn }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Username or email`}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      error={error}
      {...field}
    />
  );
}

/** The email address field of the registration forms. */
export function EmailAddressField({
  field,
  ...props
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
  hint?: string;
  optional?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email address`}
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
      {...field}
    />
  );
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
}

/** A new password with the password rule as its hint, and its confirmation. */
export function NewPasswordFields({ labels, password, confirmation, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password}
        {...password}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}

/** A one-card page of the sign-in area: its title (also the document's), a description, the card's content. */
export function AuthCardPage({
  title,
  description,
  headingRef,
  children,
}: {
  title: string;
  description: string;
  /** For a step of a page: the heading focus moves to. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <>
      <DocumentTitle title={title} />
      <div className={`${styles.layout} ${styles.wide}`}>
        <div className={styles.card}>
          <PageHeader title={title} description={description} headingRef={headingRef} />
          {children}
        </div>
      </div>
    </>
  );
}

/** The details a federated registration asks for where the provider supplied nothing. */
type ProvidedDetail = 'title' | 'firstName' | 'lastName' | 'email';

interface ProvidedDetailsFieldsProps {
  /** What the provider (Google, Facebook, a school system) supplied: shown read-only; null ones are asked for. */
  supplied: { firstName: string | null; lastName: string | null; email: string | null };
  /** The form's register and its errors (react-hook-form). */
  register: (name: ProvidedDetail) => UseFormRegisterReturn;
  errors: { [Detail in ProvidedDetail]?: { message?: string } };
  lastNameOptional: boolean;
  emailOptional: boolean;
}

/**
 * Title, first and last name and email of a federated registration: editable only where the
 * provider supplied nothing (social and school sign-on registration alike).
 */
export function ProvidedDetailsFields({
  supplied,
  register,
  errors,
  lastNameOptional,
  emailOptional,
}: ProvidedDetailsFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.row}>
        <TitleField error={errors.title?.message} {...register('title')} />
        <PersonNameFields
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
          supplied={supplied}
          lastNameOptional={lastNameOptional}
        />
      </div>
      {supplied.email !== null ? (
        <ReadOnlyField label={t`Email address`} value={supplied.email} />
      ) : (
        <EmailAddressField optional={emailOptional} error={errors.email?.message} field={register('email')} />
      )}
    </>
  );
}

/** The end of a registration's details step: Back (a link to the previous step, or a handler) and Create account. */
export function CreateAccountButtons({ back, pending }: { back: string | (() => void); pending: boolean }) {
  return (
    <div className={styles.buttons}>
      {typeof back === 'string' ? (
        <LinkButton to={back} variant="secondary">
          <Trans>Back</Trans>
        </LinkButton>
      ) : (
        <Button type="button" variant="secondary" onClick={back}>
          <Trans>Back</Trans>
        </Button>
      )}
      <Button type="submit" loading={pending}>
        <Trans>Create account</Trans>
      </Button>
    </div>
  );
}
