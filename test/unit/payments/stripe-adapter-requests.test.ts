import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeTwin, TwinRequest } from '../../../lib-infra/local/stripe-twin/server';
import { cardFromBrowser, twinWithAdapter } from './stripe-twin-fixture';

/** The exact calls the adapter makes to Stripe (recorded where they arrive), so AWS gets the same requests the twin answered. */
describe('the requests the Stripe adapter sends', () => {
  let twin: StripeTwin;
  let adapter: Awaited<ReturnType<typeof twinWithAdapter>>['adapter'];
  let requests: TwinRequest[];
  const since = (mark: number) =>
    requests.slice(mark).filter((request) => request.path !== '/v1/payment_methods' || request.method !== 'POST');

  beforeAll(async () => {
    ({ twin, adapter, requests } = await twinWithAdapter());
  });
  afterAll(() => twin.stop());

  it('a customer: POST /v1/customers with the user id as metadata and idempotency key', async () => {
    const mark = requests.length;
    await adapter.createCustomer({ userId: 'user-1', email: 'a@example.com', name: 'A B' });
    expect(since(mark)).toEqual([
      {
        method: 'POST',
        path: '/v1/customers',
        form: { email: 'a@example.com', name: 'A B', metadata: { userId: 'user-1' } },
        query: {},
        idempotencyKey: 'customer-user-1',
      },
    ]);
  });

  it('a card: attach to the customer, then make it the invoices’ default', async () => {
    const customer = await adapter.createCustomer({ userId: 'user-2', email: null, name: 'C' });
    const method = await cardFromBrowser(twin, '4242424242424242');
    const mark = requests.length;
    await adapter.attachDefaultCard(customer.id, method);
    expect(since(mark).map(({ method: verb, path, form }) => ({ verb, path, form }))).toEqual([
      { verb: 'POST', path: `/v1/payment_methods/${method}/attach`, form: { customer: customer.id } },
      {
        verb: 'POST',
        path: `/v1/customers/${customer.id}`,
        form: { invoice_settings: { default_payment_method: method } },
      },
    ]);
  });

  it('a price: looked up by key first, made only when missing', async () => {
    const mark = requests.length;
    await adapter.ensurePrice({
      lookupKey: 'plan_x',
      productName: 'X – Yearly',
      amount: 4999,
      currency: 'nzd',
      interval: 'year',
      intervalCount: 1,
    });
    expect(since(mark).map(({ method, path, form, query }) => ({ method, path, form, query }))).toEqual([
      { method: 'GET', path: '/v1/prices', form: {}, query: { lookup_keys: ['plan_x'], active: 'true', limit: '1' } },
      {
        method: 'POST',
        path: '/v1/prices',
        form: {
          lookup_key: 'plan_x',
          currency: 'nzd',
          unit_amount: '4999',
          recurring: { interval: 'year', interval_count: '1' },
          product_data: { name: 'X – Yearly' },
        },
        query: {},
      },
    ]);
  });

  it('a subscription: the price, trial days, coupon, metadata, error_if_incomplete and the caller’s idempotency key', async () => {
    const customer = await adapter.createCustomer({ userId: 'user-3', email: null, name: 'D' });
    await adapter.attachDefaultCard(customer.id, await cardFromBrowser(twin, '4242424242424242'));
    const { id: price } = await adapter.ensurePrice({
      lookupKey: 'plan_y',
      productName: 'Y',
      amount: 500,
      currency: 'aud',
      interval: 'month',
      intervalCount: 1,
    });
    const mark = requests.length;
    const created = await adapter.createSubscription({
      customerId: customer.id,
      priceId: price,
      paymentMethodId: null,
      trialPeriodDays: 14,
      couponId: null,
      metadata: { userId: 'child-1', serviceId: '2' },
      idempotencyKey: 'subscribe-req-1',
    });
    await adapter.cancelAtPeriodEnd(created.id);
    expect(since(mark)).toEqual([
      {
        method: 'POST',
        path: '/v1/subscriptions',
        form: {
          customer: customer.id,
          items: [{ price }],
          trial_period_days: '14',
          metadata: { userId: 'child-1', serviceId: '2' },
          payment_behavior: 'error_if_incomplete',
          expand: ['discounts'],
        },
        query: {},
        idempotencyKey: 'subscribe-req-1',
      },
      {
        method: 'POST',
        path: `/v1/subscriptions/${created.id}`,
        form: { cancel_at_period_end: 'true', expand: ['discounts'] },
        query: {},
        idempotencyKey: expect.any(String) as string,
      },
    ]);
  });
});
