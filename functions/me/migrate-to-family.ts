import { childAccountDependencies } from '../children/dependencies';
import { migrateToFamily } from '../domain/family/home-migration';
import { defineHandler, signedInUser } from '../platform/http-handler';
import { meRoutes } from './routes';

export const handler = defineHandler(meRoutes.migrateToFamily, (input) => migrateToFamily(signedInUser(input), input.body, childAccountDependencies));
