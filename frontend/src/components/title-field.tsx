import { Trans, useLingui } from '@lingui/react/macro';
import { TITLES, titleLabel } from '../../../shared/constants';
import { SelectField, type SelectFieldProps } from './select-field';

/** The optional Title select of the account forms, 'None' first. */
export function TitleField(props: Omit<SelectFieldProps, 'label' | 'children' | 'optional'>) {
  const { t } = useLingui();
  return (
    <SelectField label={t`Title`} optional {...props}>
      <option value="">
        <Trans>None</Trans>
      </option>
      {TITLES.map((title) => (
        <option key={title} value={title}>
          {titleLabel(title)}
        </option>
      ))}
    </SelectField>
  );
}
