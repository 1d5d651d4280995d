import { passwordBox } from '../../adapters/secret-box';
import { revealPasswords } from '../../domain/students/passwords';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentsRoutes } from './routes';

export const handler = defineHandler(studentsRoutes.revealPasswords, async (input) => ({
  passwords: await revealPasswords(signedInUser(input), input.params.schoolId, input.body.studentIds, passwordBox),
}));
