import * as z from 'zod/mini';
import { isoDateTime } from './common';

/**
 * Plans, coupons and user-subscriptions (visitor-and-account §3, §4). Amounts are in cents, as
 * the card provider keeps them; shared/rules/price.ts formats them.
 */

export const PLAN_INTERVALS = ['day', 'week', 'month', 'year'] as const;

export const planSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  amount: z.int().check(z.nonnegative()),
  /** Lower-case ISO 4217, as Stripe writes it. */
  currency: z.string().check(z.length(3)),
  interval: z.enum(PLAN_INTERVALS),
  intervalCount: z.int().check(z.positive()),
  trialPeriodDays: z.nullable(z.int().check(z.positive())),
  /** Set on a perpetual plan: what owning the app for good costs (metadata.perpetualAmount in §3). */
  perpetualAmount: z.nullable(z.int().check(z.nonnegative())),
});
export type Plan = z.infer<typeof planSchema>;

export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;

export const couponSchema = z.object({
  /** The code a person types. */
  id: z.string(),
  percentOff: z.nullable(z.number().check(z.positive(), z.lte(100))),
  amountOff: z.nullable(z.int().check(z.positive())),
  currency: z.nullable(z.string()),
  duration: z.enum(COUPON_DURATIONS),
  durationInMonths: z.nullable(z.int().check(z.positive())),
});
export type Coupon = z.infer<typeof couponSchema>;

/** Where a subscription comes from: a card payment, or an activation code. */
export const SUBSCRIPTION_SOURCES = ['card', 'voucher'] as const;

/** The card provider's states the portal shows; a voucher's subscription is 'active' until it ends. */
export const SUBSCRIPTION_STATES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * A user's subscription to one service (visitor-and-account §3 user-subscription): the stored
 * fields. Flags such as trialActive and subscriptionActive are derived by shared/rules/subscription.ts.
 */
export const userSubscriptionSchema = z.object({
  id: z.string(),
  /** Who has the access (a parent subscribes for a child: the child). */
  userId: z.string(),
  serviceId: z.string(),
  /** Who pays and may cancel: the user, or the parent who subscribed for the child. */
  payerUserId: z.string(),
  source: z.enum(SUBSCRIPTION_SOURCES),
  planId: z.nullable(z.string()),
  planName: z.string(),
  amount: z.int().check(z.nonnegative()),
  currency: z.string(),
  interval: z.nullable(z.enum(PLAN_INTERVALS)),
  intervalCount: z.nullable(z.int().check(z.positive())),
  coupon: z.nullable(couponSchema),
  state: z.enum(SUBSCRIPTION_STATES),
  /** Cancelled by the person: access runs to `end`, then stops. */
  cancelled: z.boolean(),
  trialEnd: z.nullable(isoDateTime),
  /** The end of the period paid for (the next charge while not cancelled); a voucher's last day. */
  end: z.nullable(isoDateTime),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
export type Card = z.infer<typeof cardSchema>;

/** The words of plans, payments and subscriptions (visitor-and-account §2, §5, §8) and the API's refusals. */
export const SUBSCRIPTION_MESSAGES = {
  couponNotFound: 'Not found',
  couponOtherCurrency: 'This coupon is for payments in another currency.',
  cardRequired: 'Please enter your card details.',
  cardUpdated: 'Card updated successfully!',
  /** The card form's payment method is not one the provider knows (never made, or made for another account of the provider). */
  cardNotFound: 'This card could not be found at the payment provider. Please enter your card details again.',
  /** The provider knows the payment method but refuses to use it here (used already, or detached). */
  cardNotUsable: 'The payment provider cannot use this card here. Please enter your card details again.',
  providerUnavailable: 'There was an error connecting to the payment provider.',
  planNotFound: 'This plan could not be found.',
  freeService: 'This app is free: it needs no subscription.',
  comingSoon: 'This app is coming soon: it cannot be subscribed to yet.',
  alreadySubscribed: 'This account already has a subscription to this app.',
  subscriptionNotFound: 'This subscription could not be found.',
  voucherCannotCancel: 'A subscription from an activation code ends on its own; it cannot be cancelled.',
  schoolAccountsCannotSubscribe:
    'School accounts other than students cannot subscribe: their school subscribes for them.',
  schoolAccountsPayThroughSchool: 'School accounts do not keep payment details: their school pays for them.',
  childAccountsHaveNoCard: "Child accounts do not keep payment details: the parent's card pays for them.",
  onlyOwnPayer: 'Only the account that pays for this subscription can cancel it.',
} as const;

export const planListQuerySchema = z.object({
  /** The viewer's country (its currency prices the plans); AU when absent (visitor-and-account §9). */
  country: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.length(2))),
});
export const planListResponseSchema = z.object({ currency: z.string(), plans: z.array(planSchema) });

const code = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, SUBSCRIPTION_MESSAGES.couponNotFound),
    z.maxLength(64, SUBSCRIPTION_MESSAGES.couponNotFound),
  );
export const couponCheckSchema = z.object({ code, currency: z.string().check(z.toLowerCase(), z.length(3)) });
export const couponResponseSchema = z.object({ coupon: couponSchema });

/** The child a parent acts for (?user=), or the caller when absent. */
export const subscriptionUserQuerySchema = z.object({
  user: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});

const providerId = z.string().check(z.trim(), z.minLength(1, SUBSCRIPTION_MESSAGES.cardRequired), z.maxLength(255));

export const subscribeSchema = z.object({
  /** Made by the browser once per attempt: a retried call answers the subscription the first one made. */
  requestId: z.uuid(),
  serviceId: z.string().check(z.minLength(1), z.maxLength(64)),
  planId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The child subscribed for; null for the caller. */
  userId: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  /** The card made by the card form (a Stripe PaymentMethod id); null when nothing is to be paid. */
  paymentMethodId: z.nullable(providerId),
  couponCode: z.nullable(code),
});
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

export const userSubscriptionResponseSchema = z.object({ userSubscription: userSubscriptionSchema });
export const userSubscriptionListResponseSchema = z.object({ userSubscriptions: z.array(userSubscriptionSchema) });
export const subscriptionIdParamsSchema = z.object({
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export const cardResponseSchema = z.object({ card: z.nullable(cardSchema) });
export const cardUpdateSchema = z.object({ paymentMethodId: providerId });

/** The card provider's webhook: the raw body, whose signature is checked before it is read. */
export const webhookBodySchema = z.string();
export const webhookResponseSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });
