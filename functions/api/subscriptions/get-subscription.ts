import { getVisibleSubscription } from '../../domain/subscriptions/manage';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.getSubscription, async (input) => ({
  userSubscription: await getVisibleSubscription(signedInUser(input), input.params.subscriptionId),
}));
