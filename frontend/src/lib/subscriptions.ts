import { subscriptionsEndpoints } from '../../../shared/api/endpoints/subscriptions';
import { defineMutation } from './define-mutation';
import { defineQuery } from './define-query';

/**
 * Plans, subscriptions and the payer's card as the subscribe flow and the account pages read
 * them. Not on the first page: only the lazy chunks of those areas import this.
 */
export const listPlans = defineQuery(subscriptionsEndpoints.listPlans, { queryKey: ['public', 'plans'] });

/** The caller's subscriptions, or a child's (`user`). */
export const listSubscriptions = defineQuery(subscriptionsEndpoints.listSubscriptions, {
  queryKey: ['me', 'subscriptions'],
  select: ({ userSubscriptions }) => userSubscriptions,
});

export const getSubscription = defineQuery(subscriptionsEndpoints.getSubscription, {
  queryKey: ['me', 'subscription'],
  select: ({ userSubscription }) => userSubscription,
});

export const getPaymentCard = defineQuery(subscriptionsEndpoints.getPaymentCard, {
  queryKey: ['me', 'payment-card'],
  select: ({ card }) => card,
});

/** After a change, what the account sees of its access is read afresh (subscriptions, the library's states, the children). */
const ACCESS = [['me']] as const;

export const checkCoupon = defineMutation(subscriptionsEndpoints.checkCoupon);
export const subscribe = defineMutation(subscriptionsEndpoints.subscribe, { invalidates: ACCESS });
export const cancelSubscription = defineMutation(subscriptionsEndpoints.cancelSubscription, {
  invalidates: ACCESS,
  invalidateOn: 'settled',
});
export const updatePaymentCard = defineMutation(subscriptionsEndpoints.updatePaymentCard, { invalidates: ACCESS });
