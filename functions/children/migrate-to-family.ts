import { childAccountDependencies } from './dependencies';
import { migrateToFamily } from '../domain/family/home-migration';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.migrateToFamily, (input) => migrateToFamily(signedInUser(input), input.body, childAccountDependencies));
