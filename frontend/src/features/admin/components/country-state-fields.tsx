import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/select-field';
import { listCountries } from '../../../lib/countries';

interface CountryStateFieldsProps {
  countryId: string;
  /** '' for none. */
  stateId: string;
  countryError?: string;
  stateError?: string;
  /** A new country clears the state: the caller sets both. */
  onCountryChange: (countryId: string) => void;
  onStateChange: (stateId: string) => void;
}

/**
 * A school's country and state (Settings, Create School): the state list is the chosen country's,
 * optional when it has none; until the country list arrives, the chosen country stands alone.
 */
export function CountryStateFields({
  countryId,
  stateId,
  countryError,
  stateError,
  onCountryChange,
  onStateChange,
}: CountryStateFieldsProps) {
  const { t } = useLingui();
  const countries = listCountries.useRead();
  const states = countries.data?.find((country) => country.id === countryId)?.states ?? [];
  return (
    <>
      <SelectField
        label={t`Country`}
        value={countryId}
        onChange={(event) => onCountryChange(event.target.value)}
        error={countryError}
        options={(countries.data ?? []).map((country) => ({ value: country.id, label: country.name }))}
      >
        {countries.data ? null : <option value={countryId}>{countryId}</option>}
      </SelectField>
      <SelectField
        label={t({ message: 'State', context: 'a region of a country' })}
        optional={states.length === 0}
        value={stateId}
        onChange={(event) => onStateChange(event.target.value)}
        error={stateError}
        options={states.map((state) => ({ value: state.id, label: state.name }))}
      >
        <option value="">{states.length ? t`Choose a state` : t`None`}</option>
      </SelectField>
    </>
  );
}
