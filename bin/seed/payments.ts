import Stripe from 'stripe';
import { putPlans, type StoredPlan } from '../../functions/data/plans';
import { getSubscription } from '../../functions/data/user-subscriptions';
import { loadSessionUser } from '../../functions/data/users';
import { stripePayments } from '../../functions/adapters/payments/stripe';
import { subscribe } from '../../functions/domain/subscriptions/subscribe';
import type { DemoAccountKey } from './demo-accounts';

/** The services sold by card: the enabled, integrated, non-free ones of the demo catalogue. */
const SOLD_SERVICES = ['1', '2', '3', '4'] as const;

/** Prices per currency (cents): a monthly plan with a 7-day free trial, and a yearly plan without one. */
const PRICES: Record<string, { monthly: number; yearly: number }> = {
  aud: { monthly: 999, yearly: 7999 },
  nzd: { monthly: 1099, yearly: 8999 },
  gbp: { monthly: 599, yearly: 4999 },
  usd: { monthly: 699, yearly: 5999 },
};

export function demoPlans(): StoredPlan[] {
  return SOLD_SERVICES.flatMap((serviceId) =>
    Object.entries(PRICES).flatMap(([currency, price]) => [
      {
        id: 'monthly',
        serviceId,
        name: 'Monthly',
        amount: price.monthly,
        currency,
        interval: 'month' as const,
        intervalCount: 1,
        trialPeriodDays: 7,
        perpetualAmount: null,
        providerPriceId: null,
      },
      {
        id: 'yearly',
        serviceId,
        name: 'Yearly',
        amount: price.yearly,
        currency,
        interval: 'year' as const,
        intervalCount: 1,
        trialPeriodDays: null,
        perpetualAmount: null,
        providerPriceId: null,
      },
    ]),
  );
}

/** The demo coupons (codes are the coupon ids, as §3 says). */
export const DEMO_COUPONS: readonly Stripe.CouponCreateParams[] = [
  { id: 'SAVE20', name: '20% off for 3 months', percent_off: 20, duration: 'repeating', duration_in_months: 3 },
  { id: 'TENOFF', name: '$10 off the first payment', amount_off: 1000, currency: 'aud', duration: 'once' },
  { id: 'FREEYEAR', name: 'Free', percent_off: 100, duration: 'forever' },
];

const DEMO_CARD = '4242424242424242';

/** The personal demo account's Science Lab subscription (its request id, hence its id). */
export const DEMO_SUBSCRIPTION_ID = '6b1f7a52-3c4d-4e8f-9a1b-2c3d4e5f6a7b';

/**
 * Plans in the table, coupons at the card provider, and one real card subscription for the
 * personal demo account (Science Lab, monthly, in its free trial), made through the same domain
 * call the Subscribe page makes. Idempotent: what exists is left alone.
 */
export async function seedDemoPayments(
  userIds: Record<DemoAccountKey, string>,
  stripeApi: { secretKey: string; apiUrl: string },
): Promise<void> {
  const url = new URL(stripeApi.apiUrl);
  const stripe = new Stripe(stripeApi.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
  await putPlans(demoPlans().map((plan) => ({ ...plan })));
  for (const coupon of DEMO_COUPONS) {
    const exists = await stripe.coupons.retrieve(coupon.id ?? '').then(
      () => true,
      () => false,
    );
    if (!exists) await stripe.coupons.create(coupon);
  }
  const personal = await loadSessionUser(userIds.personal);
  if (!personal || (await getSubscription(personal.id, '3'))) return;
  const card = await stripe.paymentMethods.create({
    type: 'card',
    card: { number: DEMO_CARD, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' },
  } as Stripe.PaymentMethodCreateParams);
  const provider = stripePayments(
    { secretKey: stripeApi.secretKey, webhookSecret: 'whsec_unused_by_the_seed', apiUrl: stripeApi.apiUrl },
    stripe,
  );
  await subscribe(
    personal,
    {
      requestId: DEMO_SUBSCRIPTION_ID,
      serviceId: '3',
      planId: 'monthly',
      userId: null,
      paymentMethodId: card.id,
      couponCode: null,
    },
    provider,
  );
}
