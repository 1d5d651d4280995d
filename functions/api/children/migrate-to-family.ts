import { childPasswordDependencies } from './dependencies';
import { migrateToFamily } from '../../domain/children/home-migration';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.migrateToFamily, (input) =>
  migrateToFamily(signedInUser(input), input.body, childPasswordDependencies()),
);
