import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COMMON_COUNTRY_CODES } from '../../../shared/constants';
import { SelectField } from './select-field';
import { listCountries } from '../lib/countries';

/** The Country select of the registration forms: the common countries first, then all others. */
export function CountrySelect({
  field,
  error,
  optional = false,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
  optional?: boolean;
}) {
  const { t } = useLingui();
  const countries = listCountries.useData();
  const common = COMMON_COUNTRY_CODES.map((code) => countries.find((country) => country.id === code)).filter(
    (country) => country !== undefined,
  );
  const others = countries.filter((country) => !(COMMON_COUNTRY_CODES as readonly string[]).includes(country.id));
  return (
    <SelectField label={t`Country`} optional={optional} error={error} {...field}>
      <option value="">
        <Trans>Choose a country</Trans>
      </option>
      {common.length ? (
        <optgroup label={t`Common countries`}>
          {common.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </optgroup>
      ) : null}
      <optgroup label={common.length ? t`All other countries` : t`Countries`}>
        {others.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}
