import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { subscriptionsEndpoints } from '../../shared/api/endpoints/subscriptions';
import { FAMILY_MESSAGES } from '../../shared/schemas/children';
import { SUBSCRIPTION_MESSAGES, type SubscribeRequest } from '../../shared/schemas/subscriptions';
import { userServices } from '../../functions/data/user-services';
import { getSubscription } from '../../functions/data/user-subscriptions';
import { WEBHOOK_MESSAGES } from '../../functions/domain/subscriptions/webhook';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { uniqueFirstName } from './support/managed-accounts';
import { advanceClock, CARDS, cardFromBrowser, deliverWebhook, eventually, twinStripe } from './support/payments';

const {
  listPlans,
  checkCoupon,
  subscribe,
  listSubscriptions,
  getSubscription: getOne,
  cancelSubscription,
  getPaymentCard,
  updatePaymentCard,
} = subscriptionsEndpoints;

type Account = Awaited<ReturnType<typeof freshAccount>>;
const READING = '1';
const MATHS = '2';
const SCIENCE = '3';
const SPELLING = '4';

function request(fields: Partial<SubscribeRequest> & Pick<SubscribeRequest, 'serviceId'>): SubscribeRequest {
  return {
    requestId: randomUUID(),
    planId: 'monthly',
    userId: null,
    paymentMethodId: null,
    couponCode: null,
    ...fields,
  };
}

async function subscribed(
  account: Account,
  fields: Partial<SubscribeRequest> & Pick<SubscribeRequest, 'serviceId'>,
  card: string | null = CARDS.succeeds,
) {
  const body = request({ ...fields, paymentMethodId: card ? await cardFromBrowser(card) : null });
  const answer = await callEndpoint(subscribe, { body, as: account.as });
  expect(answer.errors).toEqual([]);
  expect(answer.status).toBe(201);
  return answer.data.userSubscription;
}

describe('plans, coupons and card subscriptions', () => {
  beforeAll(() => useLocalTable());

  describe('plans', () => {
    it('lists a service’s plans in AUD by default, cheapest first', async () => {
      const answer = await callEndpoint(listPlans, { params: { serviceId: MATHS }, as: null });
      expect(answer.data.currency).toBe('aud');
      expect(answer.data.plans.map((plan) => [plan.id, plan.amount, plan.trialPeriodDays])).toEqual([
        ['monthly', 999, 7],
        ['yearly', 7999, null],
      ]);
    });

    it('prices plans in the country’s currency, and falls back to AUD where the currency has none', async () => {
      const nz = await callEndpoint(listPlans, { params: { serviceId: MATHS }, query: { country: 'nz' }, as: null });
      const ireland = await callEndpoint(listPlans, {
        params: { serviceId: MATHS },
        query: { country: 'IE' },
        as: null,
      });
      const unknown = await callEndpoint(listPlans, {
        params: { serviceId: MATHS },
        query: { country: 'ZZ' },
        as: null,
      });
      expect(nz.data).toMatchObject({ currency: 'nzd', plans: [{ amount: 1099 }, { amount: 8999 }] });
      expect(ireland.data.currency).toBe('aud');
      expect(unknown.data.currency).toBe('aud');
    });

    it('answers an empty list for a service that sells no plans', async () => {
      const answer = await callEndpoint(listPlans, { params: { serviceId: '5' }, as: null });
      expect(answer.data.plans).toEqual([]);
    });
  });

  describe('the coupon panel', () => {
    it('finds a coupon with its discount and duration', async () => {
      const answer = await callEndpoint(checkCoupon, { body: { code: 'SAVE20', currency: 'aud' }, as: 'personal' });
      expect(answer.data.coupon).toEqual({
        id: 'SAVE20',
        percentOff: 20,
        amountOff: null,
        currency: null,
        duration: 'repeating',
        durationInMonths: 3,
      });
    });

    it("answers 'Not found' for an unknown code, and refuses an amount off in another currency", async () => {
      const unknown = await callEndpoint(checkCoupon, {
        body: { code: 'NOT-A-COUPON', currency: 'aud' },
        as: 'personal',
      });
      const otherCurrency = await callEndpoint(checkCoupon, {
        body: { code: 'TENOFF', currency: 'nzd' },
        as: 'personal',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.errors[0]?.detail).toBe('Not found');
      expect(otherCurrency.status).toBe(422);
      expect(otherCurrency.errors[0]).toMatchObject({
        detail: SUBSCRIPTION_MESSAGES.couponOtherCurrency,
        source: { pointer: '/data/attributes/code' },
      });
    });

    it('is for signed-in people only', async () => {
      expect((await callEndpoint(checkCoupon, { body: { code: 'SAVE20', currency: 'aud' }, as: null })).status).toBe(
        401,
      );
    });
  });

  describe('subscribing', () => {
    let personal: Account;
    beforeAll(async () => {
      personal = await freshAccount('home');
    });

    it('starts the plan’s free trial with the coupon, gives trial access, and is audited', async () => {
      const subscription = await subscribed(personal, { serviceId: MATHS, couponCode: 'SAVE20' });

      expect(subscription).toMatchObject({
        userId: personal.user.id,
        payerUserId: personal.user.id,
        serviceId: MATHS,
        planName: 'Monthly',
        amount: 999,
        currency: 'aud',
        state: 'trialing',
        cancelled: false,
        coupon: { id: 'SAVE20' },
      });
      expect(subscription.trialEnd).toBe(subscription.end);
      const access = await userServices.get({ userId: personal.user.id, serviceId: MATHS });
      // The trial converts by itself: the library says when the first payment is, not that it expires.
      expect(access).toMatchObject({ type: 'trial', context: 'home', expiry: subscription.trialEnd, renews: true });
      const listed = await callEndpoint(listSubscriptions, { as: personal.as });
      expect(listed.data.userSubscriptions.map((entry) => entry.id)).toContain(subscription.id);
      expect(
        (await auditOf(personal.user.id, 'subscription.create')).some((event) => event.detail['serviceId'] === MATHS),
      ).toBe(true);
    });

    it('answers a retried request with the subscription the first one made, and makes no second', async () => {
      const account = await freshAccount('home');
      const body = request({ serviceId: SCIENCE, paymentMethodId: await cardFromBrowser(CARDS.succeeds) });

      const [first, second] = await Promise.all([
        callEndpoint(subscribe, { body, as: account.as }),
        callEndpoint(subscribe, { body, as: account.as }),
      ]);
      const third = await callEndpoint(subscribe, { body, as: account.as });

      const ids = [first, second, third]
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.data.userSubscription.id);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ids)).toEqual(new Set([body.requestId]));
      const stored = await getSubscription(account.user.id, SCIENCE);
      expect(stored?.id).toBe(body.requestId);
      // One subscription at the provider: one first invoice for the customer.
      const invoices = await twinStripe().invoices.list({ customer: stored?.providerCustomerId ?? '' });
      expect(invoices.data.map((invoice) => invoice.billing_reason)).toEqual(['subscription_create']);
    });

    it('refuses a second subscription to the same app', async () => {
      const answer = await callEndpoint(subscribe, {
        body: request({ serviceId: MATHS, paymentMethodId: await cardFromBrowser(CARDS.succeeds) }),
        as: personal.as,
      });
      expect(answer.status).toBe(409);
      expect(answer.errors[0]?.detail).toBe(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    });

    it.each([
      [CARDS.declined, 'Your card was declined.'],
      [CARDS.expired, 'Your card has expired.'],
      [CARDS.incorrectCvc, "Your card's security code is incorrect."],
    ])('shows the provider’s message for card %s and keeps nothing', async (card, message) => {
      const account = await freshAccount('home');
      const answer = await callEndpoint(subscribe, {
        body: request({ serviceId: READING, paymentMethodId: await cardFromBrowser(card) }),
        as: account.as,
      });
      expect(answer.status).toBe(402);
      expect(answer.errors[0]).toMatchObject({
        detail: message,
        source: { pointer: '/data/attributes/paymentMethodId' },
      });
      expect(await getSubscription(account.user.id, READING)).toBeNull();
      expect(await userServices.get({ userId: account.user.id, serviceId: READING })).toBeNull();
    });

    it('refuses a payment method the provider does not know (404) and makes nothing', async () => {
      const account = await freshAccount('home');
      const answer = await callEndpoint(subscribe, {
        body: request({ serviceId: READING, paymentMethodId: 'pm_never_issued_by_stripe' }),
        as: account.as,
      });
      expect(answer.status).toBe(404);
      expect(answer.errors[0]).toMatchObject({
        detail: SUBSCRIPTION_MESSAGES.cardNotFound,
        source: { pointer: '/data/attributes/paymentMethodId' },
      });
      expect(await getSubscription(account.user.id, READING)).toBeNull();
      expect(await userServices.get({ userId: account.user.id, serviceId: READING })).toBeNull();
    });

    it('refuses a first charge that fails (no trial) with the provider’s message', async () => {
      const account = await freshAccount('home');
      const answer = await callEndpoint(subscribe, {
        body: request({
          serviceId: READING,
          planId: 'yearly',
          paymentMethodId: await cardFromBrowser(CARDS.insufficientFunds),
        }),
        as: account.as,
      });
      expect(answer.status).toBe(402);
      expect(answer.errors[0]?.detail).toBe('Your card has insufficient funds.');
      expect(await getSubscription(account.user.id, READING)).toBeNull();
    });

    it('asks for a card when there is something to pay, and takes none when the coupon makes it free', async () => {
      const account = await freshAccount('home');
      const noCard = await callEndpoint(subscribe, { body: request({ serviceId: SPELLING }), as: account.as });
      expect(noCard.status).toBe(422);
      expect(noCard.errors[0]).toMatchObject({
        detail: SUBSCRIPTION_MESSAGES.cardRequired,
        source: { pointer: '/data/attributes/paymentMethodId' },
      });

      // A once-off coupon that takes the first payment to $0 leaves the later ones to pay: a card now.
      const firstOnly = await callEndpoint(subscribe, {
        body: request({ serviceId: SPELLING, couponCode: 'TENOFF' }),
        as: account.as,
      });
      expect(firstOnly.status).toBe(422);
      expect(firstOnly.errors[0]).toMatchObject({
        detail: SUBSCRIPTION_MESSAGES.cardRequired,
        source: { pointer: '/data/attributes/paymentMethodId' },
      });

      const free = await subscribed(account, { serviceId: SPELLING, couponCode: 'FREEYEAR' }, null);
      expect(free).toMatchObject({ state: 'trialing', coupon: { id: 'FREEYEAR', percentOff: 100 } });
    });

    it('refuses an unknown coupon, an unknown plan, a free app and an app that is coming soon', async () => {
      const card = await cardFromBrowser(CARDS.succeeds);
      const coupon = await callEndpoint(subscribe, {
        body: request({ serviceId: READING, paymentMethodId: card, couponCode: 'NOPE' }),
        as: personal.as,
      });
      const plan = await callEndpoint(subscribe, {
        body: request({ serviceId: READING, planId: 'weekly', paymentMethodId: card }),
        as: personal.as,
      });
      const free = await callEndpoint(subscribe, {
        body: request({ serviceId: '5', paymentMethodId: card }),
        as: personal.as,
      });
      const soon = await callEndpoint(subscribe, {
        body: request({ serviceId: '7', paymentMethodId: card }),
        as: personal.as,
      });
      expect([coupon.status, coupon.errors[0]?.detail, coupon.errors[0]?.source?.pointer]).toEqual([
        422,
        'Not found',
        '/data/attributes/couponCode',
      ]);
      expect([plan.status, plan.errors[0]?.detail]).toEqual([422, SUBSCRIPTION_MESSAGES.planNotFound]);
      expect([free.status, free.errors[0]?.detail]).toEqual([409, SUBSCRIPTION_MESSAGES.freeService]);
      expect([soon.status, soon.errors[0]?.detail]).toEqual([409, SUBSCRIPTION_MESSAGES.comingSoon]);
      expect(await getSubscription(personal.user.id, READING)).toBeNull();
    });

    it('refuses teachers and child accounts, and a parent naming another parent’s child', async () => {
      const otherParent = await freshAccount('parent');
      const otherChild = (
        await callEndpoint(childrenEndpoints.createChild, {
          body: { firstName: uniqueFirstName() },
          as: otherParent.as,
        })
      ).data.child;
      const card = await cardFromBrowser(CARDS.succeeds);

      const teacher = await callEndpoint(subscribe, {
        body: request({ serviceId: READING, paymentMethodId: card }),
        as: 'teacher',
      });
      const child = await callEndpoint(subscribe, {
        body: request({ serviceId: READING, paymentMethodId: card }),
        as: 'child',
      });
      const stranger = await callEndpoint(subscribe, {
        body: request({ serviceId: READING, paymentMethodId: card, userId: otherChild.id }),
        as: 'parent',
      });
      const personalNamingAChild = await callEndpoint(subscribe, {
        body: request({ serviceId: READING, paymentMethodId: card, userId: otherChild.id }),
        as: personal.as,
      });

      expect([teacher.status, teacher.errors[0]?.detail]).toEqual([
        403,
        SUBSCRIPTION_MESSAGES.schoolAccountsCannotSubscribe,
      ]);
      expect([child.status, child.errors[0]?.detail]).toEqual([403, FAMILY_MESSAGES.talkToParent]);
      expect([stranger.status, stranger.errors[0]?.detail]).toEqual([404, FAMILY_MESSAGES.childNotFound]);
      expect([personalNamingAChild.status, personalNamingAChild.errors[0]?.detail]).toEqual([
        404,
        FAMILY_MESSAGES.childNotFound,
      ]);
      expect(await getSubscription(otherChild.id, READING)).toBeNull();
    });
  });

  describe('a parent subscribing for a child', () => {
    it('gives the child access, the parent the mirror of it, and lets only the parent see and cancel it', async () => {
      const parent = await freshAccount('parent');
      const child = (
        await callEndpoint(childrenEndpoints.createChild, { body: { firstName: uniqueFirstName() }, as: parent.as })
      ).data.child;
      const stranger = await freshAccount('parent');

      const subscription = await subscribed(parent, { serviceId: SCIENCE, userId: child.id, couponCode: 'TENOFF' });

      expect(subscription).toMatchObject({ userId: child.id, payerUserId: parent.user.id, state: 'trialing' });
      expect(await userServices.get({ userId: child.id, serviceId: SCIENCE })).toMatchObject({
        type: 'trial',
        grantedByChildId: null,
      });
      expect(await userServices.get({ userId: parent.user.id, serviceId: SCIENCE })).toMatchObject({
        type: 'trial',
        grantedByChildId: child.id,
      });
      const childList = await callEndpoint(listSubscriptions, { query: { user: child.id }, as: parent.as });
      expect(childList.data.userSubscriptions.map((entry) => entry.id)).toEqual([subscription.id]);
      expect((await callEndpoint(listSubscriptions, { query: { user: child.id }, as: stranger.as })).status).toBe(404);
      expect(
        (await callEndpoint(getOne, { params: { subscriptionId: subscription.id }, as: parent.as })).data
          .userSubscription.id,
      ).toBe(subscription.id);
      expect(
        (await callEndpoint(getOne, { params: { subscriptionId: subscription.id }, as: stranger.as })).status,
      ).toBe(404);
      const strangerCancel = await callEndpoint(cancelSubscription, {
        params: { subscriptionId: subscription.id },
        as: stranger.as,
      });
      expect([strangerCancel.status, strangerCancel.errors[0]?.detail]).toEqual([
        404,
        SUBSCRIPTION_MESSAGES.subscriptionNotFound,
      ]);

      const cancelled = await callEndpoint(cancelSubscription, {
        params: { subscriptionId: subscription.id },
        as: parent.as,
      });
      expect(cancelled.data.userSubscription).toMatchObject({ cancelled: true, state: 'trialing' });
      expect(
        (await auditOf(parent.user.id, 'subscription.cancel')).some((event) => event.subjectIds.includes(child.id)),
      ).toBe(true);
    });
  });

  describe('cancelling', () => {
    it('keeps access to the end of the period, then ends it when the clock passes it; a second cancel changes nothing', async () => {
      const account = await freshAccount('home');
      const subscription = await subscribed(account, { serviceId: READING, planId: 'yearly' });
      expect(subscription.state).toBe('active');

      const first = await callEndpoint(cancelSubscription, {
        params: { subscriptionId: subscription.id },
        as: account.as,
      });
      const again = await callEndpoint(cancelSubscription, {
        params: { subscriptionId: subscription.id },
        as: account.as,
      });

      expect(first.data.userSubscription).toMatchObject({ cancelled: true, state: 'active', end: subscription.end });
      // The provider's webhook for the cancel may land after the first answer and stamp updatedAt again.
      expect({ ...again.data.userSubscription, updatedAt: null }).toEqual({
        ...first.data.userSubscription,
        updatedAt: null,
      });
      // Cancelled, it ends at `end`: the library may warn of that end again.
      expect(await userServices.get({ userId: account.user.id, serviceId: READING })).toMatchObject({
        type: 'subscription',
        expiry: subscription.end,
        renews: false,
      });
      expect(
        (await callEndpoint(cancelSubscription, { params: { subscriptionId: subscription.id }, as: 'personal' }))
          .status,
      ).toBe(404);
    });
  });

  describe('the card on file', () => {
    it('has none at first, takes a new card, and refuses a declined one with the provider’s message', async () => {
      const account = await freshAccount('home');
      expect((await callEndpoint(getPaymentCard, { as: account.as })).data.card).toBeNull();

      const updated = await callEndpoint(updatePaymentCard, {
        body: { paymentMethodId: await cardFromBrowser(CARDS.succeeds) },
        as: account.as,
      });
      const declined = await callEndpoint(updatePaymentCard, {
        body: { paymentMethodId: await cardFromBrowser(CARDS.declined) },
        as: account.as,
      });

      expect(updated.data.card).toMatchObject({ brand: 'visa', last4: '4242' });
      expect([declined.status, declined.errors[0]?.detail]).toEqual([402, 'Your card was declined.']);
      expect((await callEndpoint(getPaymentCard, { as: account.as })).data.card).toMatchObject({ last4: '4242' });
      expect((await auditOf(account.user.id, 'payment-card.update')).length).toBe(1);
    });

    it('answers a payment method the provider does not know with 404, and one it will not use with 400; the card stays', async () => {
      const account = await freshAccount('home');
      const other = await freshAccount('home');
      const kept = await callEndpoint(updatePaymentCard, {
        body: { paymentMethodId: await cardFromBrowser(CARDS.succeeds) },
        as: account.as,
      });
      const othersCard = await cardFromBrowser(CARDS.succeeds);
      expect(
        (await callEndpoint(updatePaymentCard, { body: { paymentMethodId: othersCard }, as: other.as })).status,
      ).toBe(200);

      const unknown = await callEndpoint(updatePaymentCard, {
        body: { paymentMethodId: 'pm_never_issued_by_stripe' },
        as: account.as,
      });
      const taken = await callEndpoint(updatePaymentCard, { body: { paymentMethodId: othersCard }, as: account.as });

      expect([unknown.status, unknown.errors[0]?.detail]).toEqual([404, SUBSCRIPTION_MESSAGES.cardNotFound]);
      expect(unknown.errors[0]?.source?.pointer).toBe('/data/attributes/paymentMethodId');
      expect([taken.status, taken.errors[0]?.detail]).toEqual([400, SUBSCRIPTION_MESSAGES.cardNotUsable]);
      expect((await callEndpoint(getPaymentCard, { as: account.as })).data.card).toEqual(kept.data.card);
      expect((await auditOf(account.user.id, 'payment-card.update')).length).toBe(1);
    });

    it('is not for school or child accounts', async () => {
      const teacher = await callEndpoint(getPaymentCard, { as: 'teacher' });
      const student = await callEndpoint(updatePaymentCard, { body: { paymentMethodId: 'pm_x' }, as: 'student' });
      const child = await callEndpoint(getPaymentCard, { as: 'child' });
      expect([teacher.status, teacher.errors[0]?.detail]).toEqual([
        403,
        SUBSCRIPTION_MESSAGES.schoolAccountsPayThroughSchool,
      ]);
      expect(student.status).toBe(403);
      expect([child.status, child.errors[0]?.detail]).toEqual([403, SUBSCRIPTION_MESSAGES.childAccountsHaveNoCard]);
    });
  });

  describe('the clock and the webhooks', () => {
    it('charges the discounted price when the trial ends and the subscription becomes active; a card without funds goes past due', async () => {
      const paying = await freshAccount('home');
      const broke = await freshAccount('home');
      const good = await subscribed(paying, { serviceId: SPELLING, couponCode: 'SAVE20' });
      const bad = await subscribed(broke, { serviceId: SPELLING }, CARDS.insufficientFunds);

      await advanceClock(8);

      const after = await eventually(
        async () =>
          (await callEndpoint(getOne, { params: { subscriptionId: good.id }, as: paying.as })).data.userSubscription,
        (value) => expect(value.state).toBe('active'),
      );
      expect(Date.parse(after.end ?? '')).toBeGreaterThan(Date.parse(good.end ?? ''));
      // The subscription and the access it gives are two writes: the access follows within the same delivery.
      await eventually(
        () => userServices.get({ userId: paying.user.id, serviceId: SPELLING }),
        // Converted, it renews: the library shows no 'Expires in N days' for it.
        (access) => expect(access).toMatchObject({ type: 'subscription', expiry: after.end, renews: true }),
      );
      const invoices = await twinStripe().invoices.list({
        customer: (await getSubscription(paying.user.id, SPELLING))?.providerCustomerId ?? '',
      });
      expect(invoices.data.map((invoice) => invoice.amount_paid).sort((a, b) => a - b)).toEqual([0, 799]);
      await eventually(
        async () =>
          (await callEndpoint(getOne, { params: { subscriptionId: bad.id }, as: broke.as })).data.userSubscription,
        (value) => expect(value.state).toBe('past_due'),
      );
    });
  });

  describe('a once-off coupon', () => {
    it('lowers only the first payment after the trial: every later one is the full price', async () => {
      const account = await freshAccount('home');
      const subscription = await subscribed(account, { serviceId: READING, couponCode: 'TENOFF' });
      const customer = (await getSubscription(account.user.id, READING))?.providerCustomerId ?? '';
      const paid = async () =>
        (await twinStripe().invoices.list({ customer })).data
          .sort((a, b) => a.created - b.created)
          .map((invoice) => invoice.amount_paid);

      await advanceClock(8);
      expect(await paid()).toEqual([0, 0]);
      await advanceClock(31);
      expect(await paid()).toEqual([0, 0, 999]);
      await eventually(
        async () =>
          (await callEndpoint(getOne, { params: { subscriptionId: subscription.id }, as: account.as })).data
            .userSubscription,
        (value) => expect(value.state).toBe('active'),
      );
    });
  });

  describe('the webhook route', () => {
    let account: Account;
    let providerId: string;
    beforeAll(async () => {
      account = await freshAccount('home');
      await subscribed(account, { serviceId: MATHS });
      providerId = (await getSubscription(account.user.id, MATHS))?.providerSubscriptionId ?? '';
    });
    const event = (id: string, object: Record<string, unknown>) => ({
      id,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });

    it('refuses a delivery with a wrong signature, an old timestamp or none, and changes nothing', async () => {
      const body = event(`evt_${randomUUID()}`, { id: providerId, object: 'subscription' });
      const wrong = await deliverWebhook(body, { secret: 'whsec_not_ours' });
      const stale = await deliverWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      const none = await fetch(`${new URL(wrong.url).origin}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect([wrong.status, stale.status, none.status]).toEqual([400, 400, 400]);
      expect(((await wrong.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(
        'The webhook signature is not valid.',
      );
    });

    it('refuses a correctly signed body that is not JSON, or an event without its time, with 400 and changes nothing', async () => {
      const id = `evt_${randomUUID()}`;
      const { created: _created, ...timeless } = event(id, { id: providerId, object: 'subscription' });

      const notJson = await deliverWebhook('{"id": "evt_cut', {});
      const noTime = await deliverWebhook(timeless);

      for (const answer of [notJson, noTime]) {
        expect(answer.status).toBe(400);
        expect(((await answer.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe(
          WEBHOOK_MESSAGES.notAnEvent,
        );
      }
      // The event id was not recorded: the same event, whole, is applied as new.
      expect(await (await deliverWebhook(event(id, { id: providerId, object: 'subscription' }))).json()).toEqual({
        received: true,
        duplicate: false,
      });
    });

    it('applies an event once: a replay is answered as a duplicate', async () => {
      const body = event(`evt_${randomUUID()}`, { id: providerId, object: 'subscription' });
      const first = await deliverWebhook(body);
      const replay = await deliverWebhook(body);
      expect(await first.json()).toEqual({ received: true, duplicate: false });
      expect(await replay.json()).toEqual({ received: true, duplicate: true });
    });

    it('an old event delivered late does not undo a newer state: the state is read from the provider', async () => {
      await twinStripe().subscriptions.update(providerId, { cancel_at_period_end: true });
      await eventually(
        () => getSubscription(account.user.id, MATHS),
        (stored) => expect(stored?.cancelled).toBe(true),
      );
      const stale = event(`evt_${randomUUID()}`, {
        id: providerId,
        object: 'subscription',
        status: 'trialing',
        cancel_at_period_end: false,
      });
      stale.created -= 3600;

      expect((await deliverWebhook(stale)).status).toBe(200);

      expect(await getSubscription(account.user.id, MATHS)).toMatchObject({ cancelled: true });
    });

    it('finishes the access on a redelivery when a delivery stopped after storing the subscription', async () => {
      // As if the first delivery stored the state and stopped before the access was written.
      await userServices.remove({ userId: account.user.id, serviceId: MATHS });

      const answer = await deliverWebhook(event(`evt_${randomUUID()}`, { id: providerId, object: 'subscription' }));

      expect(answer.status).toBe(200);
      expect(await userServices.get({ userId: account.user.id, serviceId: MATHS })).toMatchObject({
        serviceId: MATHS,
        status: 'active',
      });
    });

    it('answers 200 to events about subscriptions the portal does not hold (made in the dashboard)', async () => {
      const answer = await deliverWebhook(event(`evt_${randomUUID()}`, { id: 'sub_unknown', object: 'subscription' }));
      expect(answer.status).toBe(200);
    });
  });
});

describe('subscriptions when a family changes', () => {
  beforeAll(() => useLocalTable());

  it('deleting a child cancels the child’s card subscription at the provider, so it is never charged again', async () => {
    const parent = await freshAccount('parent');
    const child = (
      await callEndpoint(childrenEndpoints.createChild, { body: { firstName: uniqueFirstName() }, as: parent.as })
    ).data.child;
    await subscribed(parent, { serviceId: READING, userId: child.id, planId: 'yearly' });
    const providerId = (await getSubscription(child.id, READING))?.providerSubscriptionId ?? '';

    const answer = await callEndpoint(childrenEndpoints.deleteChildren, {
      body: { childIds: [child.id] },
      as: parent.as,
    });

    expect(answer.status).toBe(200);
    expect((await twinStripe().subscriptions.retrieve(providerId)).status).toBe('canceled');
    expect(await getSubscription(child.id, READING)).toBeNull();
  });

  it('a personal account becoming a family moves its subscription to the new child, who keeps it; the parent still pays', async () => {
    const personal = await freshAccount('home');
    const subscription = await subscribed(personal, { serviceId: SCIENCE });

    const answer = await callEndpoint(childrenEndpoints.migrateToFamily, {
      body: { parentFirstName: 'Pat', parentLastName: 'Family', childName: uniqueFirstName(), moveSubscriptions: true },
      as: personal.as,
    });

    const childId = answer.data.child.id;
    expect(await getSubscription(personal.user.id, SCIENCE)).toBeNull();
    expect(await getSubscription(childId, SCIENCE)).toMatchObject({
      id: subscription.id,
      userId: childId,
      payerUserId: personal.user.id,
    });
    const seenByParent = await callEndpoint(getOne, { params: { subscriptionId: subscription.id }, as: personal.as });
    expect(seenByParent.data.userSubscription.userId).toBe(childId);
    const cancelled = await callEndpoint(cancelSubscription, {
      params: { subscriptionId: subscription.id },
      as: personal.as,
    });
    expect(cancelled.data.userSubscription.cancelled).toBe(true);
  });
});
