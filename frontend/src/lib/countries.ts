import { countriesEndpoints } from '../../../shared/api/endpoints/countries';
import { defineQuery } from './define-query';

/** Countries with their states; the API sorts the common ones (AU, IN, GB, NZ) first. */
export const listCountries = defineQuery(countriesEndpoints.listCountries, {
  queryKey: ['public', 'countries'],
  select: ({ countries }) => countries,
  staleTime: Infinity,
});
