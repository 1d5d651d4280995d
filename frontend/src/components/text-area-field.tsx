import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

export interface TextAreaFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, hint, error, optional, rows = 6, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) => <textarea ref={ref} rows={rows} {...control} {...textarea} />}
    </Field>
  );
}
