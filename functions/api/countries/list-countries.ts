import { countriesToOffer } from '../../domain/countries/countries';
import { defineHandler } from '../../http/http-handler';
import { countriesRoutes } from './routes';

export const handler = defineHandler(countriesRoutes.listCountries, async () => ({
  countries: await countriesToOffer(),
}));
