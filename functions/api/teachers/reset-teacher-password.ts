import { resetTeacherPassword } from '../../domain/teachers/teacher-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { teacherAccountDependencies } from './dependencies';
import { teachersRoutes } from './routes';

export const handler = defineHandler(teachersRoutes.resetTeacherPassword, (input) =>
  resetTeacherPassword(
    signedInUser(input),
    input.params.schoolId,
    input.params.teacherId,
    teacherAccountDependencies(),
  ),
);
