import { paymentsProvider } from '../../adapters/payments';
import { updatePaymentCard } from '../../domain/subscriptions/manage';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { subscriptionsRoutes } from './routes';

export const handler = defineHandler(subscriptionsRoutes.updatePaymentCard, async (input) => ({
  card: await updatePaymentCard(signedInUser(input), input.body.paymentMethodId, await paymentsProvider()),
}));
