import { mySchool } from '../../domain/schools/schools';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.getMySchool, async (input) => ({
  school: await mySchool(signedInUser(input)),
}));
