import { searchSchools } from '../domain/schools';
import { defineHandler } from '../platform/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.searchSchools, async ({ query }) => ({ schools: await searchSchools(query) }));
