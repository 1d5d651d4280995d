import type { Coupon, Plan, UserSubscription } from '../schemas/subscriptions';
import { formatPrice } from './price';

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

/** Whether a coupon applies to prices in this currency (an amount off is in one currency). */
export function couponFitsCurrency(coupon: Pick<Coupon, 'amountOff' | 'currency'>, currency: string): boolean {
  return (
    coupon.amountOff === null || coupon.currency === null || coupon.currency.toLowerCase() === currency.toLowerCase()
  );
}

/** The discount in words: '$10.00 off' or '20% off', with 'for N months' when it repeats (§2 payment). */
export function couponDiscountText(coupon: Coupon): string {
  const off =
    coupon.amountOff !== null
      ? `${formatPrice(coupon.amountOff, coupon.currency ?? 'aud')} off`
      : `${coupon.percentOff ?? 0}% off`;
  if (coupon.duration === 'repeating' && coupon.durationInMonths)
    return `${off} for ${coupon.durationInMonths} month${coupon.durationInMonths === 1 ? '' : 's'}`;
  if (coupon.duration === 'forever') return `${off} for as long as you subscribe`;
  return `${off} the first payment`;
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
