import { updateStudent } from '../../domain/students/student-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentPasswordDependencies } from './dependencies';
import { studentsRoutes } from './routes';

export const handler = defineHandler(studentsRoutes.updateStudent, async (input) => ({
  student: await updateStudent(signedInUser(input), input.params.studentId, input.body, studentPasswordDependencies()),
}));
