import { listHolderSubscriptions } from '../../domain/subscriptions/manage';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.listSubscriptions, async (input) => ({
  userSubscriptions: await listHolderSubscriptions(signedInUser(input), input.query.user),
}));
