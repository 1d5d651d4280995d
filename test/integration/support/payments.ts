import Stripe from 'stripe';
import { expect } from 'vitest';
import { LOCAL_STRIPE_KEYS } from '../../../bin/local-stack';
import { portal } from './portal-client';

/** The twin's test cards (Stripe's numbers). */
export const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;

/** What the browser's card form does: a payment method made on the twin through the site's card-form path. */
export async function cardFromBrowser(number: string): Promise<string> {
  const response = await fetch(`${portal().url}/_local/stripe/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${LOCAL_STRIPE_KEYS.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 3),
      'card[cvc]': '123',
    }),
  });
  const answer = (await response.json()) as { id?: string; error?: { message: string } };
  if (!answer.id) throw new Error(answer.error?.message ?? `no payment method (${response.status})`);
  return answer.id;
}

/** The Stripe SDK on the twin, as ops would use it on Stripe (test clocks, events). */
export function twinStripe(): Stripe {
  const url = new URL(portal().stripeApiUrl);
  return new Stripe(LOCAL_STRIPE_KEYS.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
}

/** Moves the twin's clock (its one test clock) forward: trial ends and renewals are charged, their webhooks sent. */
export async function advanceClock(days: number): Promise<void> {
  const stripe = twinStripe();
  const clock = await stripe.testHelpers.testClocks.retrieve('clock_twin');
  await stripe.testHelpers.testClocks.advance('clock_twin', {
    frozen_time: clock.frozen_time + Math.round(days * 86_400),
  });
}

/** Waits for the portal to have applied the webhooks (they arrive on their own, a moment later). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return value;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A webhook delivery signed as Stripe signs it (the local secret), posted to the portal; a string is sent as it is. */
export async function deliverWebhook(
  event: Record<string, unknown> | string,
  options: { secret?: string; timestamp?: number } = {},
): Promise<Response> {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const header = await new Stripe('sk_test_signer').webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? LOCAL_STRIPE_KEYS.webhookSecret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return fetch(`${portal().url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    body: payload,
  });
}

export function expectPresent<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}
