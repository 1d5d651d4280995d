import { paymentCard } from '../../domain/subscriptions/manage';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.getPaymentCard, async (input) => ({
  card: await paymentCard(signedInUser(input)),
}));
