import { paymentsProvider } from '../../adapters/payments';
import { WebhookSignatureError } from '../../adapters/payments/port';
import { receiveWebhook } from '../../domain/subscriptions/webhook';
import { BadRequestError } from '../../platform/errors';
import { defineHandler } from '../../http/http-handler';
import { paymentsRoutes } from './routes';

export const handler = defineHandler(paymentsRoutes.paymentWebhook, async (input) => {
  try {
    return await receiveWebhook(input.body, input.headers['stripe-signature'], await paymentsProvider());
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new BadRequestError('The webhook signature is not valid.');
    throw error;
  }
});
