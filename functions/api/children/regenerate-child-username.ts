import { regenerateChildUsername } from '../../domain/children/child-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childPasswordDependencies } from './dependencies';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.regenerateChildUsername, async (input) => ({
  child: await regenerateChildUsername(signedInUser(input), input.params.childId, childPasswordDependencies()),
}));
