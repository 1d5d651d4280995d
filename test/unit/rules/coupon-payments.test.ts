import { describe, expect, it } from 'vitest';
import { couponPayments, needsCard } from '../../../shared/rules/subscription';
import type { Coupon, Plan } from '../../../shared/schemas/subscriptions';

const monthly: Pick<Plan, 'amount' | 'interval' | 'intervalCount' | 'trialPeriodDays'> = {
  amount: 999,
  interval: 'month',
  intervalCount: 1,
  trialPeriodDays: 7,
};
const yearly = { ...monthly, amount: 7999, interval: 'year' as const, trialPeriodDays: null };
const coupon = (fields: Partial<Coupon>): Coupon => ({
  id: 'CODE',
  percentOff: null,
  amountOff: null,
  currency: 'aud',
  duration: 'once',
  durationInMonths: null,
  ...fields,
});
const START = new Date('2026-12-06T07:00:00Z');

/** Coupon durations as the card provider applies them (Stripe's once, repeating, forever). */
describe('the payments a coupon lowers', () => {
  it('once: $10 off a $9.99 monthly plan makes the first payment $0.00 and every later one $9.99, so a card is needed', () => {
    const tenOff = coupon({ amountOff: 1000 });
    expect(couponPayments(monthly, tenOff, START)).toEqual({
      first: 0,
      discounted: 0,
      discountedPayments: 1,
      afterwards: 999,
    });
    expect(needsCard(monthly, tenOff)).toBe(true);
  });

  it('repeating: the payments within its months of subscribing, the first after the trial included', () => {
    const save20 = coupon({ percentOff: 20, duration: 'repeating', durationInMonths: 3 });
    expect(couponPayments(monthly, save20, START)).toMatchObject({
      first: 799,
      discountedPayments: 3,
      afterwards: 999,
    });
    // A yearly plan: only its first payment falls within the three months.
    expect(couponPayments(yearly, save20, START)).toMatchObject({
      first: 6399,
      discountedPayments: 1,
      afterwards: 7999,
    });
  });

  it('forever: every payment; a card only when they cost something', () => {
    expect(couponPayments(monthly, coupon({ percentOff: 100, duration: 'forever' }), START)).toEqual({
      first: 0,
      discounted: 0,
      discountedPayments: null,
      afterwards: 0,
    });
    expect(needsCard(monthly, coupon({ percentOff: 100, duration: 'forever' }))).toBe(false);
    expect(needsCard(monthly, coupon({ percentOff: 50, duration: 'forever' }))).toBe(true);
    expect(needsCard(monthly, null)).toBe(true);
    expect(needsCard({ ...monthly, amount: 0 }, null)).toBe(false);
  });
});
