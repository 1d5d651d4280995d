import { dataSourceProviders } from '../../adapters/data-sources';
import { requestDataAccess } from '../../domain/data-link/data-link';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { dataLinkRoutes } from './routes';

export const handler = defineHandler(dataLinkRoutes.requestDataAccess, (input) =>
  requestDataAccess(dataSourceProviders(), signedInUser(input), input.params.schoolId, input.body.contact),
);
