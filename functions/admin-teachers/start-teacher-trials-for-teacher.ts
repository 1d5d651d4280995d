import { startTeacherTrialsAsStaff } from '../domain/staff/teacher-trial-entries';
import { teacherTrialDays } from '../platform/config';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { adminTeachersRoutes } from './routes';

export const handler = defineHandler(adminTeachersRoutes.startTeacherTrialsForTeacher, (input) =>
  startTeacherTrialsAsStaff(signedInUser(input), input.params.teacherId, input.body, { trialDays: teacherTrialDays() }),
);
