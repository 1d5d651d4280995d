import { startTeacherTrialsAsStaff } from '../../domain/admin-teachers/teacher-trial-entries';
import { teacherTrialDays } from '../../platform/config';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { adminTeachersRoutes } from './routes';

export const handler = defineHandler(adminTeachersRoutes.startTeacherTrialsForTeacher, (input) =>
  startTeacherTrialsAsStaff(signedInUser(input), input.params.teacherId, input.body, { trialDays: teacherTrialDays() }),
);
