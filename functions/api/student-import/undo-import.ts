import { jobRunner } from '../../adapters/job-runner';
import { undoSchoolImport } from '../../domain/student-import/undo';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentImportRoutes } from './routes';

export const handler = defineHandler(studentImportRoutes.undoImport, (input) =>
  undoSchoolImport(signedInUser(input), input.params.schoolId, input.params.importId, input.body.confirmConflicts, {
    runner: jobRunner(),
  }),
);
