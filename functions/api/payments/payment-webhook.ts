import { paymentsProvider } from '../../adapters/payments';
import { receiveWebhook } from '../../domain/subscriptions/webhook';
import { defineHandler } from '../../http/http-handler';
import { paymentsRoutes } from './routes';

export const handler = defineHandler(paymentsRoutes.paymentWebhook, async (input) =>
  receiveWebhook(input.body, input.headers['stripe-signature'], await paymentsProvider()),
);
