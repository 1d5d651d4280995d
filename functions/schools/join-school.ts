import { joinSchool } from '../domain/schools';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.joinSchool, async (input) => joinSchool(signedInUser(input), input.params.schoolId));
