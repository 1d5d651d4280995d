import { listChildAppSharing } from '../../domain/children/app-sharing';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { childrenRoutes } from './routes';

export const handler = defineHandler(childrenRoutes.listChildAppSharing, (input) =>
  listChildAppSharing(signedInUser(input), input.acting, input.params.childId, new Date()),
);
