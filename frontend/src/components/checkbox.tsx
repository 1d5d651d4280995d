import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, ref, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.checkRow}>
      <input ref={ref} id={id} type="checkbox" className={styles.checkbox} {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
