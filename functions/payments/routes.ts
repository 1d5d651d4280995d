import { paymentsEndpoints } from '../../shared/api/endpoints/payments';
import { PUBLIC } from '../platform/access';
import { defineRoutes } from '../platform/route';

/** The card provider's webhook: public, admitted by its signature (functions/adapters/payments). */
export const paymentsRoutes = defineRoutes(paymentsEndpoints, {
  paymentWebhook: { handler: 'payments/payment-webhook', access: PUBLIC, uses: { table: 'readwrite', payments: true } },
});
