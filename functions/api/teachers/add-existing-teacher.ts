import { addExistingTeacher } from '../../domain/teachers/teacher-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { teachersRoutes } from './routes';

export const handler = defineHandler(teachersRoutes.addExistingTeacher, (input) =>
  addExistingTeacher(signedInUser(input), input.params.schoolId, input.body.username),
);
