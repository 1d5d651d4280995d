import { subscriptionsEndpoints } from '../../shared/api/endpoints/subscriptions';
import { PUBLIC, SIGNED_IN } from '../platform/access';
import { defineRoutes } from '../platform/route';

/**
 * Plans, coupons, card subscriptions and the payer's card. Who may subscribe, see, cancel or pay
 * for whom is decided in functions/domain/subscriptions (refusals 403, another family's ids 404).
 */
export const subscriptionsRoutes = defineRoutes(subscriptionsEndpoints, {
  listPlans: { handler: 'subscriptions/list-plans', access: PUBLIC, uses: { table: 'read' } },
  // Writes a rate-limit counter; reads the coupon from the card provider.
  checkCoupon: { handler: 'subscriptions/check-coupon', access: SIGNED_IN, uses: { table: 'readwrite', payments: true } },
  subscribe: { handler: 'subscriptions/subscribe', access: SIGNED_IN, uses: { table: 'readwrite', payments: true } },
  listSubscriptions: { handler: 'subscriptions/list-subscriptions', access: SIGNED_IN, uses: { table: 'read' } },
  getSubscription: { handler: 'subscriptions/get-subscription', access: SIGNED_IN, uses: { table: 'read' } },
  cancelSubscription: { handler: 'subscriptions/cancel-subscription', access: SIGNED_IN, uses: { table: 'readwrite', payments: true } },
  getPaymentCard: { handler: 'subscriptions/get-payment-card', access: SIGNED_IN, uses: { table: 'read' } },
  updatePaymentCard: { handler: 'subscriptions/update-payment-card', access: SIGNED_IN, uses: { table: 'readwrite', payments: true } },
});
