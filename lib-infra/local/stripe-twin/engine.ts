import { attachRefusal, brandOf, chargeRefusal, luhnValid, outcomeOf } from './cards';
import type { StripeTwinError } from './errors';
import { cardError, invalid, missing } from './errors';
import { list, metadataOf, record, text, type FormValue } from './form';
import {
  newId,
  publicView,
  type PaymentMethodObject,
  type StripeObject,
  type SubscriptionObject,
  type TwinState,
} from './state';

type Form = Record<string, FormValue>;
const DAY = 86_400;

/** Adds calendar months or years as Stripe's billing does (the same day of the month, clamped). */
export function addInterval(seconds: number, interval: string, count: number): number {
  const date = new Date(seconds * 1000);
  if (interval === 'day') return seconds + count * DAY;
  if (interval === 'week') return seconds + count * 7 * DAY;
  const months = interval === 'year' ? 12 * count : count;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

function positiveInt(value: string | undefined, param: string): number {
  const parsed = Number(value);
  if (!value || !Number.isInteger(parsed) || parsed < 0) throw invalid(`Invalid integer: ${value ?? ''}`, param);
  return parsed;
}

/**
 * The twin's Stripe: what each API call does to its state, in Stripe's terms. `now` is the twin's
 * clock (real time plus the test clock's offset); `emit` records an event for webhook delivery.
 */
export function stripeEngine(state: TwinState, now: () => number, emit: (type: string, object: StripeObject) => void) {
  const base = (prefix: string, object: string) => ({ id: newId(prefix), object, created: now(), livemode: false });

  function customer(id: string): StripeObject {
    const found = state.customers[id];
    if (!found || found['deleted']) throw missing('customer', id, 'customer');
    return found;
  }

  function paymentMethod(id: string): PaymentMethodObject {
    const found = state.paymentMethods[id];
    if (!found) throw missing('PaymentMethod', id, 'payment_method');
    return found;
  }

  function price(id: string): StripeObject {
    const found = state.prices[id];
    if (!found) throw missing('price', id, 'price');
    return found;
  }

  function coupon(id: string): StripeObject {
    const found = state.coupons[id];
    if (!found) throw missing('coupon', id, 'coupon');
    return found;
  }

  function subscription(id: string): SubscriptionObject {
    const found = state.subscriptions[id];
    if (!found) throw missing('subscription', id);
    return found;
  }

  /**
   * What an invoice made at `at` costs after the subscription's discount, as Stripe documents coupon
   * durations (billing/subscriptions/coupons; the Coupon object): `forever` discounts every invoice;
   * `repeating` every invoice made within `duration_in_months` of when the discount began (a yearly
   * price's first invoice whole), and the discount ends then; `once` only the first invoice with
   * something to discount (a trial's $0 invoice leaves it), and the discount is gone from the
   * subscription after it, so later invoices are full price even when it took the first to $0. An
   * amount off never takes a total below zero.
   */
  function discounted(sub: SubscriptionObject, subtotal: number, at: number): number {
    const applied = sub._coupon ? state.coupons[sub._coupon] : undefined;
    if (!applied) return subtotal;
    if (applied['duration'] === 'repeating' && at >= discountEnd(sub, applied)) {
      sub._coupon = null;
      return subtotal;
    }
    if (subtotal === 0) return 0;
    if (applied['duration'] === 'once') sub._coupon = null;
    const amountOff = applied['amount_off'] as number | null;
    const percentOff = applied['percent_off'] as number | null;
    if (amountOff) return Math.max(0, subtotal - amountOff);
    if (percentOff) return Math.max(0, Math.round(subtotal * (1 - percentOff / 100)));
    return subtotal;
  }

  /** When a repeating discount ends (the Discount's `end`): `duration_in_months` after it began. */
  function discountEnd(sub: SubscriptionObject, applied: StripeObject): number {
    return addInterval(sub._start, 'month', Number(applied['duration_in_months'] ?? 0));
  }

  function chargingCard(sub: SubscriptionObject): PaymentMethodObject | null {
    const id =
      sub.default_payment_method ??
      (customer(sub.customer)['invoice_settings'] as { default_payment_method: string | null }).default_payment_method;
    return id ? (state.paymentMethods[id] ?? null) : null;
  }

  /** One invoice for a period; paid unless the card refuses (or there is none and something is due). */
  function invoice(
    sub: SubscriptionObject,
    periodStart: number,
    periodEnd: number,
    reason: string,
    subtotal: number,
    amountDue: number,
  ): { paid: boolean; refusal: StripeTwinError | null; invoice: StripeObject } {
    const card = chargingCard(sub);
    const refusal =
      amountDue === 0
        ? null
        : card
          ? chargeRefusal(card._outcome)
          : cardError(
              'This customer has no attached payment source or default payment method.',
              'invoice_payment_intent_requires_action',
            );
    const paid = refusal === null;
    const created: StripeObject = {
      ...base('in', 'invoice'),
      created: periodStart,
      customer: sub.customer,
      currency: price(sub._price)['currency'],
      subtotal,
      total: amountDue,
      amount_due: amountDue,
      amount_paid: paid ? amountDue : 0,
      amount_remaining: paid ? 0 : amountDue,
      billing_reason: reason,
      status: paid ? 'paid' : 'open',
      period_start: periodStart,
      period_end: periodEnd,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      last_finalization_error: null,
      _failure: refusal?.message ?? null,
    };
    return { paid, refusal, invoice: created };
  }

  function recordInvoice(created: StripeObject, paid: boolean): void {
    state.invoices[created.id] = created;
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', created);
  }

  function subscriptionView(sub: SubscriptionObject, expand: readonly string[]): Record<string, unknown> {
    const itemPrice = publicView(price(sub._price));
    const discounts = sub._coupon
      ? [
          expand.includes('discounts')
            ? {
                id: `di_${sub.id.slice(4)}`,
                object: 'discount',
                source: { type: 'coupon', coupon: publicView(coupon(sub._coupon)) },
                customer: sub.customer,
                subscription: sub.id,
                start: sub._start,
                end: coupon(sub._coupon)['duration'] === 'repeating' ? discountEnd(sub, coupon(sub._coupon)) : null,
              }
            : `di_${sub.id.slice(4)}`,
        ]
      : [];
    return {
      ...publicView(sub),
      discounts,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${sub.id}`,
        data: [
          {
            id: `si_${sub.id.slice(4)}`,
            object: 'subscription_item',
            price: itemPrice,
            quantity: 1,
            subscription: sub.id,
            current_period_start: sub._periodStart,
            current_period_end: sub._periodEnd,
            created: sub._start,
          },
        ],
      },
    };
  }

  function emitSubscription(type: string, sub: SubscriptionObject): void {
    emit(type, { ...subscriptionView(sub, ['discounts']), id: sub.id, object: 'subscription' });
  }

  function intervalOf(sub: SubscriptionObject): { interval: string; count: number } {
    const recurring = price(sub._price)['recurring'] as { interval: string; interval_count: number };
    return { interval: recurring.interval, count: recurring.interval_count };
  }

  /**
   * Moves one subscription to `at`: trial ends and renewals charge the card; a cancellation at
   * period end ends it; a renewal refused twice in a row cancels it (Stripe's retries, shortened).
   */
  function advanceSubscription(sub: SubscriptionObject, at: number): void {
    for (let step = 0; step < 500 && sub.status !== 'canceled' && sub._periodEnd <= at; step += 1) {
      const boundary = sub._periodEnd;
      if (sub.cancel_at_period_end) {
        Object.assign(sub, { status: 'canceled', ended_at: boundary, canceled_at: sub['canceled_at'] ?? boundary });
        emitSubscription('customer.subscription.deleted', sub);
        return;
      }
      const { interval, count } = intervalOf(sub);
      const next = addInterval(boundary, interval, count);
      const subtotal = Number(price(sub._price)['unit_amount']);
      const charged = invoice(sub, boundary, next, 'subscription_cycle', subtotal, discounted(sub, subtotal, boundary));
      recordInvoice(charged.invoice, charged.paid);
      sub._periodStart = boundary;
      sub._periodEnd = next;
      sub['latest_invoice'] = charged.invoice.id;
      if (charged.paid) {
        sub._failedCharges = 0;
        sub.status = 'active';
      } else {
        sub._failedCharges += 1;
        sub.status = sub._failedCharges >= 2 ? 'canceled' : 'past_due';
        if (sub.status === 'canceled') Object.assign(sub, { ended_at: boundary, canceled_at: boundary });
      }
      emitSubscription(
        sub.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
        sub,
      );
    }
  }

  return {
    subscriptionView,

    /** Brings every subscription up to the clock. */
    advanceAll(): void {
      const at = now();
      for (const sub of Object.values(state.subscriptions)) advanceSubscription(sub, at);
    },

    createCustomer(form: Form): StripeObject {
      const created: StripeObject = {
        ...base('cus', 'customer'),
        email: text(form, 'email') ?? null,
        name: text(form, 'name') ?? null,
        metadata: metadataOf(form),
        invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
        test_clock: null,
      };
      state.customers[created.id] = created;
      emit('customer.created', created);
      return created;
    },

    getCustomer(id: string, expand: readonly string[]): Record<string, unknown> {
      const found = customer(id);
      const settings = found['invoice_settings'] as { default_payment_method: string | null };
      if (expand.includes('invoice_settings.default_payment_method') && settings.default_payment_method) {
        return {
          ...found,
          invoice_settings: {
            ...settings,
            default_payment_method: publicView(paymentMethod(settings.default_payment_method)),
          },
        };
      }
      return found;
    },

    updateCustomer(id: string, form: Form): StripeObject {
      const found = customer(id);
      const defaultMethod = text(record(form, 'invoice_settings'), 'default_payment_method');
      if (defaultMethod !== undefined) {
        const method = paymentMethod(defaultMethod);
        if (method.customer !== id)
          throw invalid(
            `The customer does not have a payment method with the ID ${defaultMethod}. The payment method must be attached to the customer.`,
            'invoice_settings[default_payment_method]',
          );
        found['invoice_settings'] = { ...(found['invoice_settings'] as object), default_payment_method: defaultMethod };
      }
      if (text(form, 'email') !== undefined) found['email'] = text(form, 'email');
      if (text(form, 'name') !== undefined) found['name'] = text(form, 'name');
      if (form['metadata']) found['metadata'] = { ...(found['metadata'] as object), ...metadataOf(form) };
      emit('customer.updated', found);
      return found;
    },

    /** What the browser's card form (Elements, or the twin's) does: a card payment method from the typed card. */
    createPaymentMethod(form: Form): PaymentMethodObject {
      if (text(form, 'type') !== 'card')
        throw invalid('Only card payment methods are supported by the local twin.', 'type');
      const card = record(form, 'card');
      const number = (text(card, 'number') ?? '').replace(/\s/g, '');
      if (!luhnValid(number))
        throw cardError('Your card number is incorrect.', 'incorrect_number', undefined, 'card[number]');
      const expMonth = positiveInt(text(card, 'exp_month'), 'card[exp_month]');
      const expYear = positiveInt(text(card, 'exp_year'), 'card[exp_year]');
      if (expMonth < 1 || expMonth > 12)
        throw cardError(
          "Your card's expiration month is invalid.",
          'invalid_expiry_month',
          undefined,
          'card[exp_month]',
        );
      const today = new Date(now() * 1000);
      if (
        expYear < today.getUTCFullYear() ||
        (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
      ) {
        throw cardError("Your card's expiration year is invalid.", 'invalid_expiry_year', undefined, 'card[exp_year]');
      }
      if (!/^\d{3,4}$/.test(text(card, 'cvc') ?? ''))
        throw cardError("Your card's security code is invalid.", 'invalid_cvc', undefined, 'card[cvc]');
      const created: PaymentMethodObject = {
        ...base('pm', 'payment_method'),
        type: 'card',
        customer: null,
        billing_details: { address: null, email: null, name: null, phone: null },
        card: {
          brand: brandOf(number),
          last4: number.slice(-4),
          exp_month: expMonth,
          exp_year: expYear,
          country: 'US',
          funding: 'credit',
        },
        metadata: {},
        _outcome: outcomeOf(number),
      };
      state.paymentMethods[created.id] = created;
      return created;
    },

    getPaymentMethod(id: string): PaymentMethodObject {
      return paymentMethod(id);
    },

    attachPaymentMethod(id: string, form: Form): PaymentMethodObject {
      const method = paymentMethod(id);
      const customerId = text(form, 'customer') ?? '';
      customer(customerId);
      if (method.customer && method.customer !== customerId)
        throw invalid(
          'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
          'payment_method',
        );
      const refusal = attachRefusal(method._outcome);
      if (refusal) throw refusal;
      method.customer = customerId;
      emit('payment_method.attached', method);
      return method;
    },

    createPrice(form: Form): StripeObject {
      const lookupKey = text(form, 'lookup_key') ?? null;
      if (lookupKey && Object.values(state.prices).some((existing) => existing['lookup_key'] === lookupKey)) {
        throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key');
      }
      const recurring = record(form, 'recurring');
      const interval = text(recurring, 'interval');
      if (!interval || !['day', 'week', 'month', 'year'].includes(interval))
        throw invalid('Invalid recurring[interval]', 'recurring[interval]');
      const productData = record(form, 'product_data');
      let product = text(form, 'product');
      if (!product) {
        const made: StripeObject = {
          ...base('prod', 'product'),
          name: text(productData, 'name') ?? 'Product',
          active: true,
          metadata: {},
        };
        state.products[made.id] = made;
        product = made.id;
      }
      const created: StripeObject = {
        ...base('price', 'price'),
        active: true,
        currency: (text(form, 'currency') ?? '').toLowerCase(),
        unit_amount: positiveInt(text(form, 'unit_amount'), 'unit_amount'),
        recurring: {
          interval,
          interval_count: positiveInt(text(recurring, 'interval_count') ?? '1', 'recurring[interval_count]') || 1,
          usage_type: 'licensed',
        },
        lookup_key: lookupKey,
        product,
        type: 'recurring',
        metadata: metadataOf(form),
      };
      state.prices[created.id] = created;
      return created;
    },

    listPrices(query: Form): StripeObject[] {
      const keys = list(query, 'lookup_keys').filter((key): key is string => typeof key === 'string');
      const activeOnly = text(query, 'active') === 'true';
      return Object.values(state.prices).filter(
        (entry) =>
          (keys.length === 0 || keys.includes(String(entry['lookup_key']))) &&
          (!activeOnly || entry['active'] === true),
      );
    },

    getPrice(id: string): StripeObject {
      return price(id);
    },

    createCoupon(form: Form): StripeObject {
      const id = text(form, 'id') ?? newId('co').slice(3, 11);
      if (state.coupons[id]) throw invalid('Coupon already exists.', 'id');
      const percentOff = text(form, 'percent_off');
      const amountOff = text(form, 'amount_off');
      if (!percentOff === !amountOff)
        throw invalid(
          'Coupons require exactly one of percent_off or amount_off.',
          percentOff ? 'amount_off' : 'percent_off',
        );
      const duration = text(form, 'duration') ?? 'once';
      if (!['once', 'repeating', 'forever'].includes(duration)) throw invalid('Invalid duration', 'duration');
      if (duration === 'repeating' && !text(form, 'duration_in_months'))
        throw invalid('duration_in_months is required when duration is repeating', 'duration_in_months');
      const created: StripeObject = {
        id,
        object: 'coupon',
        created: now(),
        livemode: false,
        name: text(form, 'name') ?? null,
        percent_off: percentOff ? Number(percentOff) : null,
        amount_off: amountOff ? positiveInt(amountOff, 'amount_off') : null,
        currency: amountOff ? (text(form, 'currency') ?? 'aud').toLowerCase() : null,
        duration,
        duration_in_months:
          duration === 'repeating' ? positiveInt(text(form, 'duration_in_months'), 'duration_in_months') : null,
        max_redemptions: null,
        times_redeemed: 0,
        valid: true,
        metadata: metadataOf(form),
      };
      state.coupons[id] = created;
      return created;
    },

    getCoupon(id: string): StripeObject {
      return coupon(id);
    },

    createSubscription(form: Form): SubscriptionObject {
      const customerId = text(form, 'customer') ?? '';
      customer(customerId);
      const [item] = list(form, 'items');
      const priceId = item && typeof item === 'object' && !Array.isArray(item) ? text(item, 'price') : undefined;
      if (!priceId) throw invalid('Missing required param: items[0][price].', 'items[0][price]');
      const subscribedPrice = price(priceId);
      const [discount] = list(form, 'discounts');
      const couponId =
        (discount && typeof discount === 'object' && !Array.isArray(discount) ? text(discount, 'coupon') : undefined) ??
        text(form, 'coupon') ??
        null;
      if (couponId) {
        const applied = coupon(couponId);
        if (applied['amount_off'] && applied['currency'] !== subscribedPrice['currency'])
          throw invalid(
            `The coupon's currency (${String(applied['currency'])}) does not match the price's.`,
            'discounts',
          );
      }
      const defaultMethod = text(form, 'default_payment_method') ?? null;
      if (defaultMethod && paymentMethod(defaultMethod).customer !== customerId)
        throw invalid('The payment method must be attached to the customer.', 'default_payment_method');
      const start = now();
      const trialDays = text(form, 'trial_period_days')
        ? positiveInt(text(form, 'trial_period_days'), 'trial_period_days')
        : 0;
      const recurring = subscribedPrice['recurring'] as { interval: string; interval_count: number };
      const periodEnd =
        trialDays > 0 ? start + trialDays * DAY : addInterval(start, recurring.interval, recurring.interval_count);
      const sub: SubscriptionObject = {
        ...base('sub', 'subscription'),
        customer: customerId,
        status: trialDays > 0 ? 'trialing' : 'active',
        currency: subscribedPrice['currency'],
        start_date: start,
        trial_start: trialDays > 0 ? start : null,
        trial_end: trialDays > 0 ? periodEnd : null,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        default_payment_method: defaultMethod,
        collection_method: 'charge_automatically',
        metadata: metadataOf(form),
        latest_invoice: null,
        test_clock: null,
        _price: priceId,
        _coupon: couponId,
        _start: start,
        _periodStart: start,
        _periodEnd: periodEnd,
        _failedCharges: 0,
      };
      // A trial's first invoice is for nothing (subtotal 0), so it leaves a `once` discount for the first payment.
      const subtotal = trialDays > 0 ? 0 : Number(subscribedPrice['unit_amount']);
      const first = invoice(sub, start, periodEnd, 'subscription_create', subtotal, discounted(sub, subtotal, start));
      // payment_behavior=error_if_incomplete: a refused first charge makes no subscription.
      if (!first.paid && text(form, 'payment_behavior') === 'error_if_incomplete' && first.refusal) throw first.refusal;
      if (!first.paid) sub.status = 'incomplete';
      state.subscriptions[sub.id] = sub;
      sub['latest_invoice'] = first.invoice.id;
      emitSubscription('customer.subscription.created', sub);
      recordInvoice(first.invoice, first.paid);
      if (couponId)
        state.coupons[couponId] = {
          ...coupon(couponId),
          times_redeemed: Number(coupon(couponId)['times_redeemed']) + 1,
        };
      return sub;
    },

    getSubscription(id: string): SubscriptionObject {
      const sub = subscription(id);
      advanceSubscription(sub, now());
      return sub;
    },

    updateSubscription(id: string, form: Form): SubscriptionObject {
      const sub = subscription(id);
      if (sub.status === 'canceled')
        throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
      const cancel = text(form, 'cancel_at_period_end');
      if (cancel !== undefined) {
        sub.cancel_at_period_end = cancel === 'true';
        sub['cancel_at'] = sub.cancel_at_period_end ? sub._periodEnd : null;
        sub['canceled_at'] = sub.cancel_at_period_end ? now() : null;
      }
      const defaultMethod = text(form, 'default_payment_method');
      if (defaultMethod !== undefined) {
        if (paymentMethod(defaultMethod).customer !== sub.customer)
          throw invalid('The payment method must be attached to the customer.', 'default_payment_method');
        sub.default_payment_method = defaultMethod;
      }
      if (form['metadata']) sub.metadata = { ...sub.metadata, ...metadataOf(form) };
      emitSubscription('customer.subscription.updated', sub);
      return sub;
    },

    cancelSubscription(id: string): SubscriptionObject {
      const sub = subscription(id);
      if (sub.status === 'canceled')
        throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
      Object.assign(sub, { status: 'canceled', ended_at: now(), canceled_at: now(), cancel_at_period_end: false });
      emitSubscription('customer.subscription.deleted', sub);
      return sub;
    },

    listInvoices(query: Form): StripeObject[] {
      const customerId = text(query, 'customer');
      return Object.values(state.invoices)
        .filter((entry) => !customerId || entry['customer'] === customerId)
        .sort((a, b) => Number(b['created']) - Number(a['created']));
    },
  };
}
