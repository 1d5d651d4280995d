import { importTeachers } from '../../domain/teachers/teacher-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { teacherAccountDependencies } from './dependencies';
import { teachersRoutes } from './routes';

export const handler = defineHandler(teachersRoutes.importTeachers, (input) =>
  importTeachers(signedInUser(input), input.params.schoolId, input.body, teacherAccountDependencies()),
);
