import { createSchool } from '../domain/schools';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.createSchool, async (input) => createSchool(signedInUser(input), input.body));
