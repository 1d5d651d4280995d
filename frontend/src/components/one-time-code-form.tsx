import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { oneTimeCodeSchema } from '../../../shared/schemas/me';
import { useContractText } from '../lib/language/contract-text';
import { Alert } from './alert';
import { Button } from './button';
import styles from './one-time-code-form.module.css';
import { TextField } from './text-field';

const codeFormSchema = z.object({ code: oneTimeCodeSchema });
type CodeFormValues = z.infer<typeof codeFormSchema>;

interface OneTimeCodeFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pending: boolean;
  /** A failure of the last submission: a message for the code field, or one above the form. */
  failure: { field?: string | undefined; form?: string | undefined };
  onSubmit: (code: string) => void;
  /** Buttons beside the submit button (Back). */
  secondary?: ReactNode;
}

/**
 * The 6-digit code of an authenticator app: step 3 of the two-factor setup and the sign-in code
 * step. The field suggests the numeric keyboard and the browser's one-time-code autofill.
 */
export function OneTimeCodeForm({ label, submitLabel, pending, failure, onSubmit, secondary }: OneTimeCodeFormProps) {
  const { t } = useLingui();
  const shown = useContractText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeFormValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.code))} noValidate aria-label={label}>
      {failure.form ? (
        <Alert tone="danger" live>
          <p>{shown(failure.form)}</p>
        </Alert>
      ) : null}
      <TextField
        label={t`One-time code`}
        hint={t`The 6-digit code your authenticator app shows for the App Library.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        spellCheck={false}
        error={errors.code?.message ?? failure.field}
        {...register('code')}
      />
      <div className={styles.buttons}>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
