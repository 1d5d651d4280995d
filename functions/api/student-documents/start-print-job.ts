import { jobRunner } from '../../adapters/job-runner';
import { startPrintJob } from '../../domain/student-documents/print-job';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentDocumentsRoutes as routes } from './routes';

export const handler = defineHandler(routes.startPrintJob, (input) => {
  const user = signedInUser(input);
  const chosen = input.body.studentIds?.length ? [...new Set(input.body.studentIds)] : null;
  return startPrintJob(
    user,
    input.caller?.userId ?? user.id,
    input.params.classGroupId,
    input.params.format,
    chosen,
    jobRunner(),
  );
});
