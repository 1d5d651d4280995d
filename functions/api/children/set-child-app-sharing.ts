import { setChildAppSharing } from '../../domain/children/app-sharing';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.setChildAppSharing, async (input) => ({
  app: await setChildAppSharing(
    signedInUser(input),
    input.acting,
    input.params.childId,
    input.params.serviceId,
    input.body,
    new Date(),
  ),
}));
