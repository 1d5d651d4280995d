import Stripe from 'stripe';
import * as z from 'zod/mini';
import {
  CardError,
  PROVIDER_SUBSCRIPTION_STATUSES,
  ProviderRequestError,
  WebhookPayloadError,
  WebhookSignatureError,
  type NewSubscription,
  type PaymentsProvider,
  type PriceDefinition,
  type ProviderCard,
  type ProviderCoupon,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './port';

/** Stripe's own tolerance for a webhook's timestamp: an older delivery is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The twin's Stripe-compatible server (http://127.0.0.1:port); absent in AWS, where the SDK talks to Stripe. */
  apiUrl?: string;
}

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();
const isoOrNull = (seconds: number | null | undefined): string | null => (seconds ? iso(seconds) : null);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function statusOf(status: string): ProviderSubscriptionStatus {
  return (PROVIDER_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as ProviderSubscriptionStatus)
    : 'incomplete';
}

export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const discount = subscription.discounts.find((entry): entry is Stripe.Discount => typeof entry !== 'string');
  const coupon = discount?.source.coupon;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: statusOf(subscription.status),
    priceId: item?.price.id ?? '',
    couponId: idOf(coupon),
    trialEnd: isoOrNull(subscription.trial_end),
    currentPeriodEnd: iso(item?.current_period_end ?? subscription.created),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: isoOrNull(subscription.ended_at),
    metadata: { ...subscription.metadata },
  };
}

function durationOf(duration: string): ProviderCoupon['duration'] {
  return duration === 'forever' || duration === 'repeating' ? duration : 'once';
}

function couponOf(coupon: Stripe.Coupon): ProviderCoupon {
  return {
    id: coupon.id,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    currency: coupon.currency,
    duration: durationOf(coupon.duration),
    durationInMonths: coupon.duration_in_months,
    valid: coupon.valid,
  };
}

function cardOf(method: Stripe.PaymentMethod): ProviderCard {
  if (!method.card) throw new Error(`Payment method ${method.id} is not a card`);
  return {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** A refused card as the port names it; anything else as it is. */
async function cardErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      throw new CardError(error.message, error.code ?? 'card_declined', error.decline_code ?? null);
    throw error;
  }
}

/**
 * A call about a payment method the caller named: a refused card is CardError, and a request
 * Stripe refuses about that payment method (unknown, used already, detached) is
 * ProviderRequestError. A refusal naming another parameter (our customer) stays as it is: it is
 * the portal's fault, not the caller's, and answers 500.
 */
async function paymentMethodErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await cardErrors(call);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param !== 'customer')
      throw new ProviderRequestError(
        error.message,
        error.code === 'resource_missing' ? 'missing' : 'invalid',
        error.param ?? null,
      );
    throw error;
  }
}

/** The latest time a JavaScript Date holds, in seconds: a later `created` is no time at all. */
const LATEST_SECONDS = 8_640_000_000_000;

/** What the portal reads of a webhook event; a signed body without it is WebhookPayloadError. */
const webhookEventSchema = z.object({
  // Stripe's ids and event types are short; a longer one is not Stripe's (and would not fit a key).
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.minLength(1), z.maxLength(255)),
  created: z.int().check(z.positive(), z.lte(LATEST_SECONDS)),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The SDK's client: Stripe itself, or the twin's server when `apiUrl` is given (plain http on loopback). */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 10_000, telemetry: false };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    Object.assign(options, {
      host: url.hostname,
      port: Number(url.port),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    });
  }
  return new Stripe(settings.secretKey, options);
}

/** The payments port on Stripe's API, with the `stripe` SDK (ARCHITECTURE rule 5). */
export function stripePayments(settings: StripeSettings, stripe: Stripe = stripeClient(settings)): PaymentsProvider {
  return {
    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { ...(email ? { email } : {}), name, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return { id: customer.id };
    },

    async attachDefaultCard(customerId, paymentMethodId) {
      const method = await paymentMethodErrors(() =>
        stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
      );
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
      return cardOf(method);
    },

    async defaultCard(customerId) {
      const customer = await stripe.customers.retrieve(customerId, {
        expand: ['invoice_settings.default_payment_method'],
      });
      if (customer.deleted) return null;
      const method = customer.invoice_settings.default_payment_method;
      return method && typeof method !== 'string' ? cardOf(method) : null;
    },

    async ensurePrice(definition: PriceDefinition) {
      const found = await stripe.prices.list({ lookup_keys: [definition.lookupKey], active: true, limit: 1 });
      const existing = found.data[0];
      if (existing) return { id: existing.id };
      const price = await stripe.prices.create(
        {
          lookup_key: definition.lookupKey,
          currency: definition.currency,
          unit_amount: definition.amount,
          recurring: { interval: definition.interval, interval_count: definition.intervalCount },
          product_data: { name: definition.productName },
        },
        { idempotencyKey: `price-${definition.lookupKey}-${definition.amount}` },
      );
      return { id: price.id };
    },

    async findCoupon(code) {
      try {
        return couponOf(await stripe.coupons.retrieve(code));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async createSubscription(input: NewSubscription) {
      const subscription = await cardErrors(() =>
        stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price: input.priceId }],
            ...(input.trialPeriodDays ? { trial_period_days: input.trialPeriodDays } : {}),
            ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
            ...(input.paymentMethodId ? { default_payment_method: input.paymentMethodId } : {}),
            metadata: input.metadata,
            // A first charge that fails is an error now, not an incomplete subscription to clean up.
            payment_behavior: 'error_if_incomplete',
            expand: ['discounts'],
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return subscriptionOf(subscription);
    },

    async getSubscription(subscriptionId) {
      try {
        return subscriptionOf(await stripe.subscriptions.retrieve(subscriptionId, { expand: ['discounts'] }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return subscriptionOf(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true, expand: ['discounts'] }),
      );
    },

    async cancelNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already ended (or gone): nothing left to stop.
        if (
          isMissing(error) ||
          (error instanceof Stripe.errors.StripeInvalidRequestError && /cancel/i.test(error.message))
        )
          return;
        throw error;
      }
    },

    async readWebhookEvent(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('The delivery has no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new WebhookSignatureError(error.message);
        // The SDK parses the body only once its signature holds: a signed body that is not JSON.
        if (error instanceof SyntaxError)
          throw new WebhookPayloadError(`The signed body is not JSON: ${error.message}`);
        throw error;
      }
      const read = webhookEventSchema.safeParse(event);
      if (!read.success)
        throw new WebhookPayloadError(
          `The signed body is not an event: ${read.error.issues.map((issue) => `${issue.path.join('.') || 'body'} ${issue.message}`).join('; ')}`,
        );
      return {
        id: read.data.id,
        type: read.data.type,
        created: iso(read.data.created),
        subscriptionId: subscriptionIdOfEvent(event),
      };
    },
  };
}

/**
 * The subscription an event is about: the object of customer.subscription.*, the subscription of
 * invoice.*. Read defensively: a signed body is Stripe's, but its shape is not checked beyond
 * webhookEventSchema, and anything but an id string names no subscription.
 */
function subscriptionIdOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as {
    object?: unknown;
    id?: unknown;
    parent?: { subscription_details?: { subscription?: unknown } | null } | null;
  };
  const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
  if (object.object === 'subscription') return text(object.id);
  if (object.object === 'invoice') {
    const subscription = object.parent?.subscription_details?.subscription;
    return (
      text(subscription) ??
      (subscription && typeof subscription === 'object' && 'id' in subscription ? text(subscription.id) : null)
    );
  }
  return null;
}
