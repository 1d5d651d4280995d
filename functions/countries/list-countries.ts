import { listCountries } from '../data/countries';
import { defineHandler } from '../platform/http-handler';
import { countriesRoutes } from './routes';

export const handler = defineHandler(countriesRoutes.listCountries, async () => ({ countries: await listCountries() }));
