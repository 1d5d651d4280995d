import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ReadOnlyField } from './read-only-field';
import { TextField } from './text-field';

interface PersonNameFieldsProps {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  errors: { firstName?: string | undefined; lastName?: string | undefined };
  /** What a provider (Google, Facebook, a school system) supplied: shown read-only; null ones are asked for. */
  supplied?: { firstName: string | null; lastName: string | null };
  lastNameOptional?: boolean;
  /** False where the browser must not offer the user's own name (a staff member's test identity). */
  autoComplete?: boolean;
}

/**
 * First name and Last name, the same pair on every form that names a person: registration, social
 * and school sign-on registration, a quote's contact and the mock SAML login.
 */
export function PersonNameFields({
  firstName,
  lastName,
  errors,
  supplied,
  lastNameOptional = false,
  autoComplete = true,
}: PersonNameFieldsProps) {
  const { t } = useLingui();
  const nameField = (
    label: string,
    autoCompleteName: string,
    field: UseFormRegisterReturn,
    error: string | undefined,
    given: string | null | undefined,
    optional = false,
  ) =>
    given != null ? (
      <ReadOnlyField label={label} value={given} />
    ) : (
      <TextField
        label={label}
        autoComplete={autoComplete ? autoCompleteName : 'off'}
        optional={optional || undefined}
        error={error}
        {...field}
      />
    );
  return (
    <>
      {nameField(t`First name`, 'given-name', firstName, errors.firstName, supplied?.firstName)}
      {nameField(t`Last name`, 'family-name', lastName, errors.lastName, supplied?.lastName, lastNameOptional)}
    </>
  );
}
