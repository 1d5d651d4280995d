import { createStudent } from '../../domain/students/student-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentPasswordDependencies } from './dependencies';
import { studentsRoutes } from './routes';

export const handler = defineHandler(studentsRoutes.createStudent, (input) =>
  createStudent(signedInUser(input), input.params.classGroupId, input.body, studentPasswordDependencies()),
);
