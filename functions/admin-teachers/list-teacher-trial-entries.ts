import { teacherTrialEntries } from '../domain/staff/teacher-trial-entries';
import { defineHandler } from '../platform/http-handler';
import { adminTeachersRoutes } from './routes';

export const handler = defineHandler(adminTeachersRoutes.listTeacherTrialEntries, (input) => teacherTrialEntries(input.params.teacherId));
