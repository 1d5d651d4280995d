import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

/** One choice of a select: what is sent, and what a person reads. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** The choices, after `children` (a first 'Choose…' or 'None' option, an `<optgroup>`). */
  options?: readonly SelectOption[];
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, hint, error, optional, options, children, ref, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {children}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
