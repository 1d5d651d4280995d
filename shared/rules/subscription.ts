import type { Coupon, Plan, UserSubscription } from '../schemas/subscriptions';
import { formatPrice } from './price';
import { icu } from '../i18n/text';

/**
 * visitor-and-account §3: the price is the plan amount minus amountOff, or reduced by percentOff;
 * never below zero. Cents, rounded as the card provider rounds.
 */
export function discountedAmount(amount: number, coupon: Pick<Coupon, 'percentOff' | 'amountOff'> | null): number {
  if (!coupon) return amount;
  if (coupon.amountOff !== null) return Math.max(0, amount - coupon.amountOff);
  if (coupon.percentOff !== null) return Math.max(0, Math.round(amount * (1 - coupon.percentOff / 100)));
  return amount;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `count` intervals later, as the card provider bills: the same day of the month, clamped to the month's last. */
function later(from: Date, interval: Plan['interval'], count: number): Date {
  if (interval === 'day' || interval === 'week')
    return new Date(from.getTime() + count * (interval === 'week' ? 7 : 1) * DAY_MS);
  const moved = new Date(from);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + (interval === 'year' ? 12 * count : count));
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return moved;
}

/** What a subscription's payments cost with a coupon: the first, how many are discounted (null: every one), the rest. */
export interface CouponPayments {
  first: number;
  /** The discounted price, paid `discountedPayments` times (every time when null). */
  discounted: number;
  discountedPayments: number | null;
  /** Each payment after the discounted ones. */
  afterwards: number;
}

/**
 * The payments a coupon lowers, as the card provider applies its duration (Stripe's coupon
 * durations): `once` the first payment (after the free trial, when the plan has one), `repeating`
 * the payments falling within its months of subscribing, `forever` every one. So a once-off '$10
 * off' on a $9.99 monthly plan makes the first payment $0.00 and every later one $9.99.
 */
export function couponPayments(
  plan: Pick<Plan, 'amount' | 'interval' | 'intervalCount' | 'trialPeriodDays'>,
  coupon: Pick<Coupon, 'percentOff' | 'amountOff' | 'duration' | 'durationInMonths'> | null,
  start: Date = new Date(),
): CouponPayments {
  const discounted = discountedAmount(plan.amount, coupon);
  if (!coupon || discounted === plan.amount)
    return { first: plan.amount, discounted: plan.amount, discountedPayments: null, afterwards: plan.amount };
  if (coupon.duration === 'forever')
    return { first: discounted, discounted, discountedPayments: null, afterwards: discounted };
  let count = 1;
  if (coupon.duration === 'repeating') {
    const ends = later(start, 'month', coupon.durationInMonths ?? 0).getTime();
    const firstPayment = new Date(start.getTime() + (plan.trialPeriodDays ?? 0) * DAY_MS);
    count = 0;
    while (count < 1000 && later(firstPayment, plan.interval, count * plan.intervalCount).getTime() < ends) count += 1;
  }
  if (count === 0)
    return { first: plan.amount, discounted: plan.amount, discountedPayments: null, afterwards: plan.amount };
  return { first: discounted, discounted, discountedPayments: count, afterwards: plan.amount };
}

/**
 * Whether subscribing needs a card now (visitor-and-account §2 payment: 'Submit Payment' when the
 * price is above zero, else 'Claim free subscription'): whenever any payment, now or later, costs
 * something. Only a coupon that makes every payment free spares it.
 */
export function needsCard(
  plan: Pick<Plan, 'amount' | 'interval' | 'intervalCount' | 'trialPeriodDays'>,
  coupon: Pick<Coupon, 'percentOff' | 'amountOff' | 'duration' | 'durationInMonths'> | null,
): boolean {
  const payments = couponPayments(plan, coupon);
  return payments.first > 0 || payments.afterwards > 0;
}

/** Whether a coupon applies to prices in this currency (an amount off is in one currency). */
export function couponFitsCurrency(coupon: Pick<Coupon, 'amountOff' | 'currency'>, currency: string): boolean {
  return (
    coupon.amountOff === null || coupon.currency === null || coupon.currency.toLowerCase() === currency.toLowerCase()
  );
}

/** The discount in words: '$10.00 off' or '20% off', with 'for N months' when it repeats (§2 payment). */
export function couponDiscountText(coupon: Coupon): string {
  // Each sentence whole in the current language (shared/i18n/text.ts).
  const off =
    coupon.amountOff !== null
      ? icu('{amount} off', { amount: formatPrice(coupon.amountOff, coupon.currency ?? 'aud') })
      : icu('{percent}% off', { percent: coupon.percentOff ?? 0 });
  if (coupon.duration === 'repeating' && coupon.durationInMonths)
    return icu('{off} for {months, plural, one {# month} other {# months}}', {
      off,
      months: coupon.durationInMonths,
    });
  if (coupon.duration === 'forever') return icu('{off} for as long as you subscribe', { off });
  return icu('{off} the first payment', { off });
}

/** '/month', '/3 months', '/year' after a price. */
export function intervalText(plan: Pick<Plan, 'interval' | 'intervalCount'>): string {
  return plan.intervalCount === 1 ? `/${plan.interval}` : `/${plan.intervalCount} ${plan.interval}s`;
}

/** The flags of §3 user-subscription, derived from its stored state and dates. */
export function subscriptionFlags(
  subscription: Pick<UserSubscription, 'state' | 'trialEnd' | 'end' | 'cancelled'>,
  now: Date,
) {
  const endsLater = subscription.end === null || Date.parse(subscription.end) > now.getTime();
  const trialActive =
    subscription.state === 'trialing' &&
    subscription.trialEnd !== null &&
    Date.parse(subscription.trialEnd) > now.getTime();
  const subscriptionActive = (subscription.state === 'active' || subscription.state === 'past_due') && endsLater;
  return {
    trialing: subscription.state === 'trialing',
    trialActive,
    subscriptionActive,
    /** Gives access now: a trial or a paid period not yet over. */
    active: trialActive || subscriptionActive,
    cancelled: subscription.cancelled,
  };
}
