import { listSchoolTeachers } from '../../domain/teachers/teachers';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { teachersRoutes } from './routes';

export const handler = defineHandler(teachersRoutes.listSchoolTeachers, (input) =>
  listSchoolTeachers(signedInUser(input), input.params.schoolId),
);
