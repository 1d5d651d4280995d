import { setChildPassword } from '../../domain/children/child-accounts';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childPasswordDependencies } from './dependencies';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.setChildPassword, async (input) => ({
  child: await setChildPassword(
    signedInUser(input),
    input.params.childId,
    input.body.password,
    childPasswordDependencies(),
  ),
}));
