import { teacherTrialEntries } from '../../domain/admin-teachers/teacher-trial-entries';
import { defineHandler } from '../../http/http-handler';
import { adminTeachersRoutes } from './routes';

export const handler = defineHandler(adminTeachersRoutes.listTeacherTrialEntries, (input) =>
  teacherTrialEntries(input.params.teacherId),
);
