import { jobRunner } from '../../adapters/job-runner';
import { startChildDataExport } from '../../domain/privacy/data-export';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.startChildDataExport, (input) =>
  startChildDataExport(signedInUser(input), input.acting, input.params.childId, jobRunner()),
);
