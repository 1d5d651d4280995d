import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useContractText } from '../lib/language/contract-text';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  /** Puts the box in a fieldset with this legend (a declaration, a consent), so it is announced with it. */
  legend?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, legend, hint, error, ref, ...input }: CheckboxProps) {
  const id = useId();
  const shown = useContractText();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const box = (
    <>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {shown(hint)}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={errorId}>
          {shown(error)}
        </p>
      ) : null}
    </>
  );
  if (!legend) return hint || error ? <div className={styles.field}>{box}</div> : box;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {box}
    </fieldset>
  );
}
