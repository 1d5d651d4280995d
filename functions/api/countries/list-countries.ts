import { listCountries } from '../../data/countries';
import { defineHandler } from '../../http/http-handler';
import { countriesRoutes } from './routes';

export const handler = defineHandler(countriesRoutes.listCountries, async () => ({ countries: await listCountries() }));
