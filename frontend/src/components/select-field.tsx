import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, hint, error, optional, children, ref, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
