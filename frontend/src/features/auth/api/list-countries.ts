import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { countriesEndpoints } from '../../../../../shared/api/endpoints/countries';
import type { Country } from '../../../../../shared/schemas/country';
import { apiRequest } from '../../../lib/api-client';

/** Countries with their states; the API sorts the common ones (AU, IN, GB, NZ) first. */
export async function listCountries(signal?: AbortSignal): Promise<Country[]> {
  const { countries } = await apiRequest(countriesEndpoints.listCountries, { signal });
  return countries;
}

export const listCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'countries'],
    queryFn: ({ signal }) => listCountries(signal),
    staleTime: Infinity,
  });

export function useCountries(): Country[] {
  return useSuspenseQuery(listCountriesQueryOptions()).data;
}
