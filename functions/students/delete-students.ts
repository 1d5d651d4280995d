import { deleteStudents } from '../domain/students/student-accounts';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { studentAccountDependencies } from './dependencies';
import { studentsRoutes } from './routes';

export const handler = defineHandler(studentsRoutes.deleteStudents, (input) =>
  deleteStudents(signedInUser(input), input.params.schoolId, input.body.studentIds, studentAccountDependencies),
);
