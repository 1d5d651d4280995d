import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, type FieldProps } from './field';
import styles from './field.module.css';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
  /** A button on the box's line (a search form's Search), level with the box whatever the hint or error. */
  action?: ReactNode;
}

export function TextField({ label, hint, error, optional, type = 'text', ref, action, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) =>
        action ? (
          <div className={styles.controlRow}>
            <input ref={ref} type={type} {...control} {...input} />
            {action}
          </div>
        ) : (
          <input ref={ref} type={type} {...control} {...input} />
        )
      }
    </Field>
  );
}
