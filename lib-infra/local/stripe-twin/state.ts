import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CardOutcome } from './cards';

/** Stripe's objects as the twin keeps them: the JSON it answers with, plus a few private fields (underscore). */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface PaymentMethodObject extends StripeObject {
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: string };
  _outcome: CardOutcome;
}

export interface SubscriptionObject extends StripeObject {
  customer: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
  trial_end: number | null;
  cancel_at_period_end: boolean;
  ended_at: number | null;
  default_payment_method: string | null;
  metadata: Record<string, string>;
  _price: string;
  _coupon: string | null;
  _start: number;
  _periodStart: number;
  _periodEnd: number;
  _failedCharges: number;
}

export interface Delivery {
  eventId: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastError: string | null;
}

export interface TwinState {
  /** Seconds the twin's clock runs ahead of real time (its one test clock). */
  clockOffset: number;
  customers: Record<string, StripeObject>;
  paymentMethods: Record<string, PaymentMethodObject>;
  products: Record<string, StripeObject>;
  prices: Record<string, StripeObject>;
  coupons: Record<string, StripeObject>;
  subscriptions: Record<string, SubscriptionObject>;
  invoices: Record<string, StripeObject>;
  events: StripeObject[];
  deliveries: Delivery[];
  /** Idempotency-Key → the first answer (status, body) and the request it answered. */
  idempotency: Record<string, { request: string; status: number; body: unknown }>;
}

export function emptyState(): TwinState {
  return {
    clockOffset: 0,
    customers: {},
    paymentMethods: {},
    products: {},
    prices: {},
    coupons: {},
    subscriptions: {},
    invoices: {},
    events: [],
    deliveries: [],
    idempotency: {},
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Stripe's shape: prefix, underscore, 24 letters and digits. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  return `${prefix}_${[...bytes].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/** The state on disk, so `npm start` keeps customers and subscriptions across restarts (written atomically). */
export function stateStore(dataDir: string | null) {
  const file = dataDir ? path.join(dataDir, 'stripe-twin.json') : null;
  return {
    load(): TwinState {
      if (!file || !existsSync(file)) return emptyState();
      return { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<TwinState>) };
    },
    save(state: TwinState): void {
      if (!file) return;
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(state));
      renameSync(temporary, file);
    },
  };
}

/** Public JSON of an object: its private fields left out. */
export function publicView(object: StripeObject): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));
}
