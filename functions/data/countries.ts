import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { COMMON_COUNTRY_CODES } from '../../shared/constants';
import { countrySchema, type Country } from '../../shared/schemas/country';
import { db, tableName } from './client';
import { queryPartition } from './query-partition';

const COUNTRIES_PARTITION = 'COUNTRIES';

export function countryKey(countryId: string) {
  return { pk: COUNTRIES_PARTITION, sk: `COUNTRY#${countryId}` };
}

/** Common countries (AU, IN, GB, NZ) first in that order, then the rest by name. */
export function sortCountries(countries: Country[]): Country[] {
  const rank = (country: Country) => {
    const index = (COMMON_COUNTRY_CODES as readonly string[]).indexOf(country.id);
    return index === -1 ? COMMON_COUNTRY_CODES.length : index;
  };
  return [...countries].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

export async function listCountries(): Promise<Country[]> {
  const items = await queryPartition(COUNTRIES_PARTITION, 'COUNTRY#');
  return sortCountries(items.map((item) => countrySchema.parse(item)));
}

export async function putCountry(country: Country): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...countryKey(country.id), entity: 'country', ...country } }));
}

export async function countryExists(countryId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: countryKey(countryId), ProjectionExpression: 'pk' }),
  );
  return Item !== undefined;
}
