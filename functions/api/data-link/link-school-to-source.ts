import { dataSourceProviders } from '../../adapters/data-sources';
import { linkSchoolToSource } from '../../domain/data-link/data-link';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { dataLinkRoutes } from './routes';

export const handler = defineHandler(dataLinkRoutes.linkSchoolToSource, (input) =>
  linkSchoolToSource(dataSourceProviders(), signedInUser(input), input.params.schoolId, input.body),
);
