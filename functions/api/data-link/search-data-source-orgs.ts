import { dataSourceProviders } from '../../adapters/data-sources';
import { searchSourceOrgs } from '../../domain/data-link/data-link';
import { defineHandler } from '../../http/http-handler';
import { dataLinkRoutes } from './routes';

export const handler = defineHandler(dataLinkRoutes.searchDataSourceOrgs, (input) =>
  searchSourceOrgs(dataSourceProviders(), input.params.schoolId, input.params.dataSourceId, input.query),
);
