import { webhookBodySchema, webhookResponseSchema } from '../../schemas/subscriptions';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * The card provider's calls to the portal. Public: the Stripe-Signature header, checked against
 * the webhook secret with a 300 s tolerance, is what admits a delivery.
 */
export const paymentsEndpoints = defineEndpoints('payments', {
  paymentWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/webhook',
    summary:
      "Stripe's events (customer.subscription.*, invoice.*): each keeps the subscription's state, trial end and period end, and the access it gives, true. Applied once per event id; an event delivered late never undoes a newer state.",
    rawBody: true,
    body: webhookBodySchema,
    response: webhookResponseSchema,
  }),
});
