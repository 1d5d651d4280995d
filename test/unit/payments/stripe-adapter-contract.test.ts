import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CardError,
  ProviderRequestError,
  WebhookPayloadError,
  WebhookSignatureError,
} from '../../../functions/adapters/payments/port';
import type { StripeTwin } from '../../../lib-infra/local/stripe-twin/server';
import { cardFromBrowser, TEST_KEYS, twinWithAdapter } from './stripe-twin-fixture';

/**
 * The payments adapter against the twin's Stripe-compatible server: the code that runs in AWS,
 * exercised end to end over HTTP with the `stripe` SDK.
 */
describe('the Stripe adapter against the local Stripe twin', () => {
  let twin: StripeTwin;
  let adapter: Awaited<ReturnType<typeof twinWithAdapter>>['adapter'];
  let price: string;
  let yearly: string;
  const DAY = 86_400;

  beforeAll(async () => {
    ({ twin, adapter } = await twinWithAdapter());
    ({ id: price } = await adapter.ensurePrice({
      lookupKey: 'plan_test_monthly',
      productName: 'Test – Monthly',
      amount: 999,
      currency: 'aud',
      interval: 'month',
      intervalCount: 1,
    }));
    const stripe = new Stripe(TEST_KEYS.secretKey, { host: '127.0.0.1', port: twin.port, protocol: 'http' });
    await stripe.coupons.create({ id: 'SAVE20', percent_off: 20, duration: 'repeating', duration_in_months: 3 });
    await stripe.coupons.create({ id: 'TENOFF', amount_off: 1000, currency: 'aud', duration: 'once' });
    await stripe.coupons.create({ id: 'HALFOFF', percent_off: 50, duration: 'forever' });
    ({ id: yearly } = await adapter.ensurePrice({
      lookupKey: 'plan_test_yearly',
      productName: 'Test – Yearly',
      amount: 9999,
      currency: 'aud',
      interval: 'year',
      intervalCount: 1,
    }));
  });
  afterAll(() => twin.stop());

  async function customerWithCard(number: string) {
    const customer = await adapter.createCustomer({
      userId: crypto.randomUUID(),
      email: 'payer@example.com',
      name: 'Pat Payer',
    });
    const card = await adapter.attachDefaultCard(customer.id, await cardFromBrowser(twin, number));
    return { customer, card };
  }

  it('finds a price again by its lookup key instead of making a second', async () => {
    const again = await adapter.ensurePrice({
      lookupKey: 'plan_test_monthly',
      productName: 'Test – Monthly',
      amount: 999,
      currency: 'aud',
      interval: 'month',
      intervalCount: 1,
    });
    expect(again.id).toBe(price);
  });

  it('makes one customer per user even when asked twice (idempotency key)', async () => {
    const userId = crypto.randomUUID();
    const first = await adapter.createCustomer({ userId, email: null, name: 'A' });
    const second = await adapter.createCustomer({ userId, email: null, name: 'A' });
    expect(second.id).toBe(first.id);
    expect(first.id).toMatch(/^cus_/);
  });

  it('attaches 4242 4242 4242 4242 as the default card and reads it back', async () => {
    const { customer, card } = await customerWithCard('4242424242424242');
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await adapter.defaultCard(customer.id)).toEqual(card);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.', 'card_declined'],
    ['4000000000000069', 'Your card has expired.', 'expired_card'],
    ['4000000000000127', "Your card's security code is incorrect.", 'incorrect_cvc'],
  ])('refuses %s when it is attached, with the provider message', async (number, message, code) => {
    const customer = await adapter.createCustomer({ userId: crypto.randomUUID(), email: null, name: 'B' });
    const method = await cardFromBrowser(twin, number);
    const refusal = await adapter.attachDefaultCard(customer.id, method).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CardError);
    expect(refusal).toMatchObject({ message, code });
  });

  it('refuses a payment method Stripe never issued as missing, and one used for another customer as invalid', async () => {
    const customer = await adapter.createCustomer({ userId: crypto.randomUUID(), email: null, name: 'C' });
    const other = await adapter.createCustomer({ userId: crypto.randomUUID(), email: null, name: 'D' });
    const method = await cardFromBrowser(twin, '4242424242424242');
    await adapter.attachDefaultCard(other.id, method);

    const unknown = await adapter.attachDefaultCard(customer.id, 'pm_never_issued').catch((error: unknown) => error);
    const taken = await adapter.attachDefaultCard(customer.id, method).catch((error: unknown) => error);

    expect(unknown).toBeInstanceOf(ProviderRequestError);
    expect(unknown).toMatchObject({ kind: 'missing', message: "No such PaymentMethod: 'pm_never_issued'" });
    expect(taken).toBeInstanceOf(ProviderRequestError);
    expect(taken).toMatchObject({ kind: 'invalid', param: 'payment_method' });
    expect(await adapter.defaultCard(customer.id)).toBeNull();
  });

  it('refuses a card number that fails the Luhn check before any customer sees it', async () => {
    await expect(cardFromBrowser(twin, '4242424242424241')).rejects.toThrow('Your card number is incorrect.');
  });

  it('finds a coupon by its code, and answers null for an unknown one', async () => {
    expect(await adapter.findCoupon('SAVE20')).toMatchObject({
      id: 'SAVE20',
      percentOff: 20,
      duration: 'repeating',
      durationInMonths: 3,
      valid: true,
    });
    expect(await adapter.findCoupon('NOPE')).toBeNull();
  });

  it('starts a trial, charges the discounted price when the clock passes its end, and becomes active', async () => {
    const { customer } = await customerWithCard('4242424242424242');
    const created = await adapter.createSubscription({
      customerId: customer.id,
      priceId: price,
      paymentMethodId: null,
      trialPeriodDays: 7,
      couponId: 'SAVE20',
      metadata: { userId: 'u1' },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(created).toMatchObject({
      status: 'trialing',
      couponId: 'SAVE20',
      cancelAtPeriodEnd: false,
      metadata: { userId: 'u1' },
    });
    expect(Date.parse(created.trialEnd ?? '') - Date.now()).toBeGreaterThan(6 * DAY * 1000);

    await twin.advanceClock(8 * DAY);

    const after = await adapter.getSubscription(created.id);
    expect(after?.status).toBe('active');
    const invoices = Object.values(twin.state().invoices).filter((invoice) => invoice['customer'] === customer.id);
    expect(invoices.map((invoice) => invoice['amount_paid']).sort()).toEqual([0, 799]);
  });

  /**
   * Coupon durations as Stripe documents them (billing/subscriptions/coupons, the Coupon object):
   * `once` discounts the first invoice with something to pay (not a trial's $0 one) and then leaves
   * the subscription; `repeating` every invoice made within its months; `forever` every invoice.
   */
  describe('coupon durations', () => {
    async function subscribeWith(couponId: string, trialPeriodDays: number | null, priceId = price) {
      const { customer } = await customerWithCard('4242424242424242');
      const created = await adapter.createSubscription({
        customerId: customer.id,
        priceId,
        paymentMethodId: null,
        trialPeriodDays,
        couponId,
        metadata: {},
        idempotencyKey: crypto.randomUUID(),
      });
      const paid = () =>
        Object.values(twin.state().invoices)
          .filter((invoice) => invoice['customer'] === customer.id)
          .sort((a, b) => Number(a['created']) - Number(b['created']))
          .map((invoice) => invoice['amount_paid']);
      return { created, paid };
    }

    it('once: a trial leaves it for the first payment, which it may take to $0; every later payment is full price', async () => {
      const { created, paid } = await subscribeWith('TENOFF', 7);
      expect(created.couponId).toBe('TENOFF');
      await twin.advanceClock(8 * DAY);
      expect(paid()).toEqual([0, 0]);
      expect((await adapter.getSubscription(created.id))?.couponId).toBeNull();
      await twin.advanceClock(31 * DAY);
      expect(paid()).toEqual([0, 0, 999]);
      await twin.advanceClock(31 * DAY);
      expect(paid()).toEqual([0, 0, 999, 999]);
    });

    it('once without a trial: the first invoice is discounted and the subscription has no discount after it', async () => {
      const { created, paid } = await subscribeWith('TENOFF', null);
      expect(created.couponId).toBeNull();
      await twin.advanceClock(31 * DAY);
      expect(paid()).toEqual([0, 999]);
    });

    it('repeating: every invoice made within its months, then full price', async () => {
      const { paid } = await subscribeWith('SAVE20', null);
      await twin.advanceClock(3 * 31 * DAY);
      expect(paid()).toEqual([799, 799, 799, 999]);
    });

    it('repeating on a yearly price discounts the whole first year only', async () => {
      const { paid } = await subscribeWith('SAVE20', null, yearly);
      await twin.advanceClock(366 * DAY);
      expect(paid()).toEqual([7999, 9999]);
    });

    it('forever: every invoice, after a trial too', async () => {
      const { created, paid } = await subscribeWith('HALFOFF', 7);
      await twin.advanceClock(8 * DAY + 31 * DAY);
      expect(paid()).toEqual([0, 500, 500]);
      expect((await adapter.getSubscription(created.id))?.couponId).toBe('HALFOFF');
    });
  });

  it('a card with insufficient funds attaches, then its renewal fails and the subscription is past due', async () => {
    const { customer } = await customerWithCard('4000000000009995');
    const created = await adapter.createSubscription({
      customerId: customer.id,
      priceId: price,
      paymentMethodId: null,
      trialPeriodDays: 3,
      couponId: null,
      metadata: {},
      idempotencyKey: crypto.randomUUID(),
    });

    await twin.advanceClock(4 * DAY);

    expect((await adapter.getSubscription(created.id))?.status).toBe('past_due');
  });

  it('a first charge that is refused makes no subscription and throws the card error', async () => {
    const { customer } = await customerWithCard('4000000000009995');
    const refusal = await adapter
      .createSubscription({
        customerId: customer.id,
        priceId: price,
        paymentMethodId: null,
        trialPeriodDays: null,
        couponId: null,
        metadata: {},
        idempotencyKey: crypto.randomUUID(),
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CardError);
    expect(refusal).toMatchObject({ message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' });
  });

  it('answers a retried create with the first subscription (same idempotency key)', async () => {
    const { customer } = await customerWithCard('4242424242424242');
    const key = crypto.randomUUID();
    const input = {
      customerId: customer.id,
      priceId: price,
      paymentMethodId: null,
      trialPeriodDays: null,
      couponId: 'TENOFF',
      metadata: {},
      idempotencyKey: key,
    };
    const first = await adapter.createSubscription(input);
    const second = await adapter.createSubscription(input);
    expect(second.id).toBe(first.id);
    expect(first.status).toBe('active');
  });

  it('cancels at period end: still active until then, canceled after the clock passes it', async () => {
    const { customer } = await customerWithCard('4242424242424242');
    const created = await adapter.createSubscription({
      customerId: customer.id,
      priceId: price,
      paymentMethodId: null,
      trialPeriodDays: null,
      couponId: null,
      metadata: {},
      idempotencyKey: crypto.randomUUID(),
    });
    const cancelled = await adapter.cancelAtPeriodEnd(created.id);
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    await twin.advanceClock(32 * DAY);

    const ended = await adapter.getSubscription(created.id);
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(ended?.endedAt).toBe(cancelled.currentPeriodEnd);
    await expect(adapter.cancelNow(created.id)).resolves.toBeUndefined();
  });

  it('verifies webhook signatures with a 300 s tolerance and refuses a wrong secret or a stale one', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: 1,
      data: { object: { id: 'sub_1', object: 'subscription' } },
    });
    const signer = new Stripe('sk_test_x');
    const good = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: TEST_KEYS.webhookSecret });
    const wrong = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_other' });
    const stale = await signer.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: TEST_KEYS.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });

    expect(await adapter.readWebhookEvent(payload, good)).toMatchObject({ id: 'evt_1', subscriptionId: 'sub_1' });
    await expect(adapter.readWebhookEvent(payload, wrong)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(adapter.readWebhookEvent(payload, stale)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(adapter.readWebhookEvent(payload, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it.each([
    ['a body that is not JSON', 'not json {'],
    ['an event without created', JSON.stringify({ id: 'evt_2', type: 'invoice.paid', data: { object: {} } })],
    [
      'an event whose created is no time',
      JSON.stringify({ id: 'evt_3', type: 'x', created: 1e16, data: { object: {} } }),
    ],
    ['an event without an id', JSON.stringify({ type: 'invoice.paid', created: 1, data: { object: {} } })],
    ['an event without its object', JSON.stringify({ id: 'evt_4', type: 'invoice.paid', created: 1 })],
  ])('refuses a correctly signed delivery of %s as a payload error, not a crash', async (_name, payload) => {
    const header = await new Stripe('sk_test_x').webhooks.generateTestHeaderStringAsync({
      payload,
      secret: TEST_KEYS.webhookSecret,
    });
    await expect(adapter.readWebhookEvent(payload, header)).rejects.toBeInstanceOf(WebhookPayloadError);
  });

  it('names no subscription for an event whose ids are not strings', async () => {
    const payload = JSON.stringify({
      id: 'evt_5',
      type: 'invoice.paid',
      created: 1,
      data: { object: { object: 'invoice', parent: { subscription_details: { subscription: { id: 7 } } } } },
    });
    const header = await new Stripe('sk_test_x').webhooks.generateTestHeaderStringAsync({
      payload,
      secret: TEST_KEYS.webhookSecret,
    });
    expect(await adapter.readWebhookEvent(payload, header)).toMatchObject({ id: 'evt_5', subscriptionId: null });
  });
});
