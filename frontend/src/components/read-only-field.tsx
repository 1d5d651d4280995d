import { useId } from 'react';
import { useContractText } from '../lib/language/contract-text';
import styles from './field.module.css';

/**
 * A value a form shows but does not let anyone change (My School's Name, Country, State/Region; a
 * password reset's e-mail; My Account's username; the names a child or student cannot edit; what a
 * sign-in provider supplied): its label and the value as text, never an input that looks editable.
 * `autoComplete` keeps the value for password managers (a hidden field: a reset's username), and
 * `error` says what is wrong with it (a reset link's username or token).
 */
export function ReadOnlyField({
  label,
  value,
  autoComplete,
  error,
}: {
  label: string;
  value: string;
  autoComplete?: string | undefined;
  error?: string | undefined;
}) {
  const labelId = useId();
  const shown = useContractText();
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span className={styles.readOnlyValue}>{value === '' ? '—' : value}</span>
      {autoComplete ? <input type="text" hidden readOnly autoComplete={autoComplete} value={value} /> : null}
      {error ? <p className={styles.error}>{shown(error)}</p> : null}
    </div>
  );
}
