import { paymentsProvider } from '../../adapters/payments';
import { cancelSubscription } from '../../domain/subscriptions/manage';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.cancelSubscription, async (input) => ({
  userSubscription: await cancelSubscription(
    signedInUser(input),
    input.params.subscriptionId,
    await paymentsProvider(),
  ),
}));
