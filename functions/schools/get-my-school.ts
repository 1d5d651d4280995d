import { mySchool } from '../domain/schools';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.getMySchool, async (input) => ({ school: await mySchool(signedInUser(input)) }));
