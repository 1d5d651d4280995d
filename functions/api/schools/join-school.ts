import { joinSchool } from '../../domain/schools/schools';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.joinSchool, async (input) =>
  joinSchool(signedInUser(input), input.params.schoolId),
);
