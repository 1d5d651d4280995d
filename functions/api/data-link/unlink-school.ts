import { dataSourceProviders } from '../../adapters/data-sources';
import { unlinkSchool } from '../../domain/data-link/data-link';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { dataLinkRoutes } from './routes';

export const handler = defineHandler(dataLinkRoutes.unlinkSchool, (input) =>
  unlinkSchool(dataSourceProviders(), signedInUser(input), input.params.schoolId),
);
