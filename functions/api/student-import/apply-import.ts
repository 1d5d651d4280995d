import { jobRunner } from '../../adapters/job-runner';
import { applySchoolImport } from '../../domain/student-import/apply';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentImportRoutes } from './routes';

export const handler = defineHandler(studentImportRoutes.applyImport, (input) =>
  applySchoolImport(signedInUser(input), input.params.schoolId, input.query['school-role'], input.body, {
    runner: jobRunner(),
  }),
);
