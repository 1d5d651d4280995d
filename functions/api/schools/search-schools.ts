import { searchSchools } from '../../domain/schools/schools';
import { defineCallerIndependentHandler } from '../../http/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineCallerIndependentHandler(schoolsRoutes.searchSchools, async ({ query }) => ({
  schools: await searchSchools(query),
}));
