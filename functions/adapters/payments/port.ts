/**
 * The payments port (ARCHITECTURE.md rule 5): what the portal asks of its card provider. One
 * adapter, ./stripe.ts, speaks Stripe's API with the `stripe` SDK; in AWS it talks to Stripe, in
 * the twin to the Stripe-compatible server on loopback (lib-infra/local/stripe-twin), so the code
 * the tests exercise is the code that runs in AWS.
 *
 * Amounts are in the currency's smallest unit (cents), as Stripe keeps them; times are UTC ISO.
 */

/** Stripe's subscription statuses the portal acts on; the others are kept as 'incomplete'. */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  priceId: string;
  couponId: string | null;
  trialEnd: string | null;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** When it ended (canceled), else null. */
  endedAt: string | null;
  /** The portal's ids, written at creation: whose subscription, to which service. */
  metadata: Record<string, string>;
}

export interface ProviderCoupon {
  id: string;
  percentOff: number | null;
  amountOff: number | null;
  /** Present with amountOff: the currency the amount is in. */
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
  valid: boolean;
}

export interface ProviderCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The plan's price as the provider should hold it (found again by its lookup key). */
export interface PriceDefinition {
  lookupKey: string;
  productName: string;
  amount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
}

export interface NewSubscription {
  customerId: string;
  priceId: string;
  paymentMethodId: string | null;
  trialPeriodDays: number | null;
  couponId: string | null;
  metadata: Record<string, string>;
  /** Stripe's Idempotency-Key: a retried call creates one subscription, not two. */
  idempotencyKey: string;
}

/** A card the provider refused: its code and the message to show the person paying. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode: string | null,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/**
 * The provider refused a request for a reason that is the caller's, not a card's: what the caller
 * named does not exist there (`missing`: Stripe's resource_missing, e.g. a payment method id it
 * never issued) or cannot be used so (`invalid`: any other invalid_request_error, e.g. a payment
 * method already used for another customer). The message is the provider's, for the log.
 */
export class ProviderRequestError extends Error {
  override name = 'ProviderRequestError';
  constructor(
    message: string,
    readonly kind: 'missing' | 'invalid',
    readonly param: string | null,
  ) {
    super(message);
  }
}

/** The webhook's signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * A correctly signed delivery that is not an event the portal can read: its body is not JSON, or
 * lacks the event's id, type, creation time or object. Redelivering it cannot help.
 */
export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider created the event (ISO). */
  created: string;
  /** The subscription it is about (customer.subscription.*, invoice.*), read afresh by the portal: events come late and twice. */
  subscriptionId: string | null;
}

export interface PaymentsProvider {
  /** Creates the customer for a portal user; the idempotency key is the user id, so retries find the same one. */
  createCustomer(input: { userId: string; email: string | null; name: string }): Promise<{ id: string }>;
  /**
   * Attaches a card made in the browser and makes it the customer's default. Throws CardError when
   * the card is refused, ProviderRequestError when the payment method is unknown or cannot be used.
   */
  attachDefaultCard(customerId: string, paymentMethodId: string): Promise<ProviderCard>;
  /** The customer's default card, or null. */
  defaultCard(customerId: string): Promise<ProviderCard | null>;
  /** The price for a plan: found by lookup key, created when missing. */
  ensurePrice(definition: PriceDefinition): Promise<{ id: string }>;
  /** A coupon by its code, or null when there is none. */
  findCoupon(code: string): Promise<ProviderCoupon | null>;
  /** Throws CardError when the first charge is refused. */
  createSubscription(input: NewSubscription): Promise<ProviderSubscription>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Cancels at the end of the period paid for (the person keeps access until then). */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends it now (an account is deleted); a subscription already canceled is not an error. */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * Verifies a webhook delivery (raw body, Stripe-Signature header, 300 s tolerance) and reads it:
   * WebhookSignatureError when the signature does not hold, WebhookPayloadError when a signed body
   * is not an event.
   */
  readWebhookEvent(rawBody: string, signatureHeader: string | undefined): Promise<ProviderEvent>;
}
