import { countriesEndpoints } from '../../../shared/api/endpoints/countries';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

export const countriesRoutes = defineRoutes(countriesEndpoints, {
  listCountries: { access: PUBLIC, uses: { table: 'read' } },
});
