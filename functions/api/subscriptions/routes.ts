import { subscriptionsEndpoints } from '../../../shared/api/endpoints/subscriptions';
import { PUBLIC, SIGNED_IN } from '../../http/access';
import { defineRoutes } from '../../http/route';

/**
 * Plans, coupons, card subscriptions and the payer's card. Who may subscribe, see, cancel or pay
 * for whom is decided in functions/domain/subscriptions (refusals 403, another family's ids 404).
 */
export const subscriptionsRoutes = defineRoutes(subscriptionsEndpoints, {
  listPlans: { access: PUBLIC, uses: { table: 'read' } },
  // Writes a rate-limit counter; reads the coupon from the card provider.
  checkCoupon: { access: SIGNED_IN, uses: { table: 'readwrite', payments: true } },
  subscribe: { access: SIGNED_IN, uses: { table: 'readwrite', payments: true } },
  listSubscriptions: { access: SIGNED_IN, uses: { table: 'read' } },
  getSubscription: { access: SIGNED_IN, uses: { table: 'read' } },
  cancelSubscription: { access: SIGNED_IN, uses: { table: 'readwrite', payments: true } },
  getPaymentCard: { access: SIGNED_IN, uses: { table: 'read' } },
  updatePaymentCard: { access: SIGNED_IN, uses: { table: 'readwrite', payments: true } },
});
