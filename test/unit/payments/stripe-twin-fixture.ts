import { stripePayments } from '../../../functions/adapters/payments/stripe';
import { startStripeTwin, type StripeTwin, type TwinRequest } from '../../../lib-infra/local/stripe-twin/server';

export const TEST_KEYS = {
  secretKey: 'sk_test_unit',
  publishableKey: 'pk_test_unit',
  webhookSecret: 'whsec_unit',
} as const;

/** A twin in memory on a free port, the adapter pointed at it, and every request it received. */
export async function twinWithAdapter(): Promise<{
  twin: StripeTwin;
  adapter: ReturnType<typeof stripePayments>;
  requests: TwinRequest[];
}> {
  const requests: TwinRequest[] = [];
  const twin = await startStripeTwin({ dataDir: null, ...TEST_KEYS, onRequest: (request) => requests.push(request) });
  const adapter = stripePayments({
    secretKey: TEST_KEYS.secretKey,
    webhookSecret: TEST_KEYS.webhookSecret,
    apiUrl: twin.url,
  });
  return { twin, adapter, requests };
}

/** What the browser's card form does: a payment method from a typed card, with the publishable key. */
export async function cardFromBrowser(
  twin: StripeTwin,
  number: string,
  options: { expYear?: number; cvc?: string } = {},
): Promise<string> {
  const response = await fetch(`${twin.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${TEST_KEYS.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(options.expYear ?? new Date().getUTCFullYear() + 3),
      'card[cvc]': options.cvc ?? '123',
    }),
  });
  const answer = (await response.json()) as { id?: string; error?: { message: string } };
  if (!answer.id) throw new Error(answer.error?.message ?? 'no payment method');
  return answer.id;
}
