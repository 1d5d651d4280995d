import { dataSourceProviders } from '../../adapters/data-sources';
import { jobRunner } from '../../adapters/job-runner';
import { startSync } from '../../domain/data-link/sync';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { dataLinkRoutes } from './routes';

export const handler = defineHandler(dataLinkRoutes.syncSchoolData, (input) =>
  startSync(signedInUser(input), input.params.schoolId, { runner: jobRunner(), sources: dataSourceProviders() }),
);
