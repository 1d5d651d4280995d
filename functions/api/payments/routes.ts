import { paymentsEndpoints } from '../../../shared/api/endpoints/payments';
import { PUBLIC } from '../../http/access';
import { defineRoutes } from '../../http/route';

/** The card provider's webhook: public, admitted by its signature (functions/adapters/payments). */
export const paymentsRoutes = defineRoutes(paymentsEndpoints, {
  paymentWebhook: { access: PUBLIC, uses: { table: 'readwrite', payments: true } },
});
