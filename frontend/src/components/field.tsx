import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useContractText } from '../lib/language/contract-text';
import styles from './field.module.css';

export interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Marks the label '(optional)'; every other field is required. */
  optional?: boolean | undefined;
}

/** What a field hands its control so the label, hint and error are tied to it for screen readers. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The label, hint and error around one form control; TextField and SelectField use it. A hint or
 * error of the contract (a shared schema's validation message, the password rule) is shown in the
 * page's language here, for every form at once.
 */
export function Field({
  label,
  hint,
  error,
  optional = false,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const shown = useContractText();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? (
          <span className={styles.optional}>
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {shown(hint)}
        </p>
      ) : null}
      {children({
        id,
        className: styles.control ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p className={styles.error} id={errorId}>
          {shown(error)}
        </p>
      ) : null}
    </div>
  );
}
