import { useId } from 'react';
import styles from './field.module.css';

/**
 * A value a form shows but does not let anyone change (My School's Name, Country, State/Region):
 * its label and the value as text, not an input that looks editable.
 */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span>{value === '' ? '—' : value}</span>
    </div>
  );
}
