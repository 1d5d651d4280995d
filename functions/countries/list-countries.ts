import { endpoints } from '../../shared/api/endpoints';
import { listCountries } from '../data/countries';
import { defineHandler } from '../platform/http-handler';

export const handler = defineHandler(endpoints.listCountries, async () => ({ countries: await listCountries() }));
