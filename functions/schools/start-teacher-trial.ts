import { startTeacherTrial } from '../domain/school-access/teacher-trials';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.startTeacherTrial, async (input) => startTeacherTrial(signedInUser(input), input.body.services));
