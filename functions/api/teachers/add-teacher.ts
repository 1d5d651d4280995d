import { addTeacher } from '../../domain/teachers/teacher-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { teacherAccountDependencies } from './dependencies';
import { teachersRoutes } from './routes';

export const handler = defineHandler(teachersRoutes.addTeacher, (input) =>
  addTeacher(signedInUser(input), input.params.schoolId, input.body, teacherAccountDependencies()),
);
