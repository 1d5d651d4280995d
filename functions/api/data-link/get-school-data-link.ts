import { dataSourceProviders } from '../../adapters/data-sources';
import { schoolDataLink } from '../../domain/data-link/data-link';
import { defineHandler } from '../../http/http-handler';
import { dataLinkRoutes } from './routes';

export const handler = defineHandler(dataLinkRoutes.getSchoolDataLink, (input) =>
  schoolDataLink(dataSourceProviders(), input.params.schoolId),
);
