import Stripe from 'stripe';
import {
  CardError,
  PROVIDER_SUBSCRIPTION_STATUSES,
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
      const method = await cardErrors(() => stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
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
        throw error;
      }
      return {
        id: event.id,
        type: event.type,
        created: iso(event.created),
        subscriptionId: subscriptionIdOfEvent(event),
      };
    },
  };
}

/** The subscription an event is about: the object of customer.subscription.*, the subscription of invoice.*. */
function subscriptionIdOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as {
    object?: string;
    id?: string;
    parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null;
  };
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object === 'invoice') return idOf(object.parent?.subscription_details?.subscription);
  return null;
}
