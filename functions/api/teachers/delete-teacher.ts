import { signInDirectory } from '../../adapters/sign-in-directory';
import { deleteTeacher } from '../../domain/teachers/teacher-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { teachersRoutes } from './routes';

export const handler = defineHandler(teachersRoutes.deleteTeacher, (input) =>
  deleteTeacher(signedInUser(input), input.params.schoolId, input.params.teacherId, { directory: signInDirectory() }),
);
