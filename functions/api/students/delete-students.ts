import { deleteStudents } from '../../domain/students/student-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentAccountDependencies } from './dependencies';
import { studentsRoutes } from './routes';

export const handler = defineHandler(studentsRoutes.deleteStudents, (input) =>
  deleteStudents(signedInUser(input), input.params.schoolId, input.body.studentIds, studentAccountDependencies),
);
