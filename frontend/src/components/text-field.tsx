import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './field';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, optional, type = 'text', ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) => <input ref={ref} type={type} {...control} {...input} />}
    </Field>
  );
}
