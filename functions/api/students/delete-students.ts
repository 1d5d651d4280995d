import { jobRunner } from '../../adapters/job-runner';
import { startStudentsDelete } from '../../domain/students/delete-students';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentsRoutes } from './routes';

export const handler = defineHandler(studentsRoutes.deleteStudents, (input) =>
  startStudentsDelete(signedInUser(input), input.params.schoolId, input.body.studentIds, jobRunner()),
);
