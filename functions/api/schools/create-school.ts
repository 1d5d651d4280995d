import { createSchool } from '../../domain/schools/schools';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.createSchool, async (input) =>
  createSchool(signedInUser(input), input.body),
);
