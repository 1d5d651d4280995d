import { countriesEndpoints } from '../../shared/api/endpoints/countries';
import { PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

export const countriesRoutes = defineRoutes(countriesEndpoints, {
  listCountries: { handler: 'countries/list-countries', access: PUBLIC, uses: { table: 'read' } },
});
