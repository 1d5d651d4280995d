import { listPastImports } from '../../domain/student-import/undo';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentImportRoutes } from './routes';

export const handler = defineHandler(studentImportRoutes.listImports, async (input) => ({
  imports: await listPastImports(signedInUser(input), input.params.schoolId),
}));
