import { jobRunner } from '../../adapters/job-runner';
import { startTeacherImport } from '../../domain/teachers/teacher-import';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { teachersRoutes } from './routes';

export const handler = defineHandler(teachersRoutes.importTeachers, (input) =>
  startTeacherImport(signedInUser(input), input.params.schoolId, input.body, jobRunner()),
);
