import {
  cardResponseSchema,
  cardUpdateSchema,
  couponCheckSchema,
  couponResponseSchema,
  planListQuerySchema,
  planListResponseSchema,
  subscribeSchema,
  subscriptionIdParamsSchema,
  subscriptionUserQuerySchema,
  userSubscriptionListResponseSchema,
  userSubscriptionResponseSchema,
} from '../../schemas/subscriptions';
import { serviceIdParamsSchema } from '../../schemas/service';
import { defineEndpoint, defineEndpoints } from '../endpoint';

/**
 * Plans, coupons, card subscriptions and the payer's card (visitor-and-account §2 Subscribe and
 * Account payment and subscriptions, §4, §5, §8). Who may subscribe for whom is checked in
 * functions/domain/subscriptions: personal accounts and students for themselves, parents for
 * themselves or their own children; teachers and child accounts are refused.
 */
export const subscriptionsEndpoints = defineEndpoints('subscriptions', {
  listPlans: defineEndpoint({
    method: 'GET',
    path: '/api/services/{serviceId}/plans',
    summary:
      "A service's plans in the currency of the viewer's country (AU when none is given, or when the country's currency has no plans), sorted by amount.",
    params: serviceIdParamsSchema,
    query: planListQuerySchema,
    response: planListResponseSchema,
  }),
  checkCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/coupons/check',
    summary:
      "The coupon panel's Validate: the coupon of a code with its discount, or 404 'Not found'. Limited per caller, so codes cannot be guessed.",
    body: couponCheckSchema,
    response: couponResponseSchema,
    retry: 'safe',
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions',
    summary:
      "Submit Payment or Claim free subscription: a subscription to the plan for the caller or their child, with the plan's free trial and the coupon; the card is charged by the provider (402 with the provider's message when refused). A retried request answers the subscription the first made.",
    body: subscribeSchema,
    response: userSubscriptionResponseSchema,
    successStatus: 201,
  }),
  listSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions',
    summary:
      "My Subscriptions, or a parent's child's (?user=): each subscription with its plan, price, trial end or next charge, and state.",
    query: subscriptionUserQuerySchema,
    response: userSubscriptionListResponseSchema,
  }),
  getSubscription: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/{subscriptionId}',
    summary: 'One subscription (the complete pages): to its user and to the parent of a child who holds it.',
    params: subscriptionIdParamsSchema,
    response: userSubscriptionResponseSchema,
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/{subscriptionId}/cancel',
    summary:
      'Cancel: the subscription is cancelled at the end of the period paid for, when access stops; the account that pays for it only. Cancelling again changes nothing.',
    params: subscriptionIdParamsSchema,
    response: userSubscriptionResponseSchema,
    retry: 'safe',
  }),
  getPaymentCard: defineEndpoint({
    method: 'GET',
    path: '/api/me/payment-card',
    summary:
      "The card the caller's subscriptions are charged to (brand, last four digits, expiry), or null. Not for school or child accounts.",
    response: cardResponseSchema,
  }),
  updatePaymentCard: defineEndpoint({
    method: 'PUT',
    path: '/api/me/payment-card',
    summary:
      "Update card: the card made by the card form becomes the one every subscription the caller pays for is charged to ('Card updated successfully!'); 402 with the provider's message when refused.",
    body: cardUpdateSchema,
    response: cardResponseSchema,
  }),
});
