import { regenerateUsername } from '../../domain/students/student-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentAccountDependencies } from './dependencies';
import { studentsRoutes } from './routes';

export const handler = defineHandler(studentsRoutes.regenerateUsername, async (input) => ({
  student: await regenerateUsername(signedInUser(input), input.params.studentId, studentAccountDependencies),
}));
