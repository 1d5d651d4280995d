import { createChild } from '../../domain/children/child-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childPasswordDependencies } from './dependencies';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.createChild, async (input) => ({
  child: await createChild(signedInUser(input), input.body.firstName, childPasswordDependencies()),
}));
