import { TITLES } from '../../../shared/constants';
import { SelectField, type SelectFieldProps } from './select-field';

/** The optional Title select of the account forms, 'None' first. */
export function TitleField(props: Omit<SelectFieldProps, 'label' | 'children' | 'optional'>) {
  return (
    <SelectField label="Title" optional {...props}>
      <option value="">None</option>
      {TITLES.map((title) => (
        <option key={title} value={title}>
          {title}
        </option>
      ))}
    </SelectField>
  );
}
