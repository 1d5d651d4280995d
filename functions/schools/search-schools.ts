import { searchSchools } from '../domain/schools';
import { defineCallerIndependentHandler } from '../platform/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineCallerIndependentHandler(schoolsRoutes.searchSchools, async ({ query }) => ({ schools: await searchSchools(query) }));
