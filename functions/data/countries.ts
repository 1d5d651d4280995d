import { COMMON_COUNTRY_CODES } from '../../shared/constants';
import { countrySchema, type Country } from '../../shared/schemas/countries';
import { defineEntity } from './entity';

const COUNTRIES_PARTITION = 'COUNTRIES';
const COUNTRY_PREFIX = 'COUNTRY#';

/** Countries with their states: one small catalogue partition, read whole. */
export const countries = defineEntity({
  name: 'country',
  schema: countrySchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: COUNTRIES_PARTITION, sk: `${COUNTRY_PREFIX}${id}` }) },
});

/** Common countries (AU, IN, GB, NZ) first in that order, then the rest by name. */
export function sortCountries(list: Country[]): Country[] {
  const rank = (country: Country) => {
    const index = (COMMON_COUNTRY_CODES as readonly string[]).indexOf(country.id);
    return index === -1 ? COMMON_COUNTRY_CODES.length : index;
  };
  return [...list].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

export async function listCountries(): Promise<Country[]> {
  return sortCountries(await countries.queryAll({ partition: COUNTRIES_PARTITION, sortKeyPrefix: COUNTRY_PREFIX }));
}

export function putCountries(list: readonly Country[]): Promise<void> {
  return countries.putAll(list);
}

export function countryExists(countryId: string): Promise<boolean> {
  return countries.exists({ id: countryId });
}
