import { checkImportUndo } from '../../domain/student-import/undo';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentImportRoutes } from './routes';

export const handler = defineHandler(studentImportRoutes.checkUndo, async (input) => ({
  conflicts: await checkImportUndo(signedInUser(input), input.params.schoolId, input.params.importId),
}));
