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
