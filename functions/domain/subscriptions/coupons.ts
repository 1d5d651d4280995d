import { couponFitsCurrency } from '../../../shared/rules/subscription';
import { SUBSCRIPTION_MESSAGES, type Coupon } from '../../../shared/schemas/subscriptions';
import type { PaymentsProvider } from '../../adapters/payments/port';
import { countAttempt, type RateLimit } from '../../data/rate-limits';
import { fieldPointer, NotFoundError, TooManyRequestsError, ValidationError } from '../../platform/errors';

/** Enough for a person trying a few codes; too few to guess codes. */
export const COUPON_CHECK_LIMIT: RateLimit = { scope: 'coupon-check', limit: 20, windowMs: 10 * 60 * 1000 };
export const TOO_MANY_COUPON_CHECKS = 'Too many coupon codes were tried. Please wait a few minutes and try again.';

/** A coupon the provider holds, valid for a price in `currency`; 'Not found' otherwise (§8). */
export async function findCoupon(code: string, currency: string, provider: PaymentsProvider): Promise<Coupon> {
  const coupon = await provider.findCoupon(code);
  if (!coupon?.valid) throw new NotFoundError(SUBSCRIPTION_MESSAGES.couponNotFound);
  if (!couponFitsCurrency(coupon, currency)) {
    throw new ValidationError([
      {
        status: '422',
        code: 'validation',
        detail: SUBSCRIPTION_MESSAGES.couponOtherCurrency,
        source: { pointer: fieldPointer(['code']) },
      },
    ]);
  }
  return {
    id: coupon.id,
    percentOff: coupon.percentOff,
    amountOff: coupon.amountOff,
    currency: coupon.currency,
    duration: coupon.duration,
    durationInMonths: coupon.durationInMonths,
  };
}

/** The coupon panel's Validate, counted per caller. */
export async function checkCoupon(
  callerId: string,
  code: string,
  currency: string,
  provider: PaymentsProvider,
  now = new Date(),
): Promise<Coupon> {
  if (!(await countAttempt(COUPON_CHECK_LIMIT, callerId, now)).allowed)
    throw new TooManyRequestsError(TOO_MANY_COUPON_CHECKS, fieldPointer(['code']));
  return findCoupon(code, currency, provider);
}
