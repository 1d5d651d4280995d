import { startTeacherTrial } from '../../domain/school-access/teacher-trials';
import { teacherTrialDays } from '../../platform/config';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { schoolsRoutes } from './routes';

export const handler = defineHandler(schoolsRoutes.startTeacherTrial, async (input) =>
  startTeacherTrial(signedInUser(input), input.body.services, { trialDays: teacherTrialDays() }),
);
