import { countryListResponseSchema } from '../../schemas/countries';
import { defineEndpoint, defineEndpoints } from '../endpoint';

export const countriesEndpoints = defineEndpoints('countries', {
  listCountries: defineEndpoint({
    method: 'GET',
    path: '/api/countries',
    summary: 'Countries with their states; AU, IN, GB and NZ first.',
    response: countryListResponseSchema,
  }),
});
