import { paymentsProvider } from '../../adapters/payments';
import { subscribe } from '../../domain/subscriptions/subscribe';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.subscribe, async (input) => ({
  userSubscription: await subscribe(signedInUser(input), input.body, await paymentsProvider()),
}));
