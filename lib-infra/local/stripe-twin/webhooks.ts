import Stripe from 'stripe';
import type { Delivery, StripeObject, TwinState } from './state';

const ATTEMPTS = 4;
const BACKOFF_MS = [200, 1_000, 3_000];
const KEPT = 200;

/**
 * Delivers the twin's events to the portal's webhook route, signed with the webhook secret by the
 * SDK's own signer, one at a time in the order they happened (Stripe does not promise order; the
 * portal copes either way), each tried a few times.
 */
export function webhookSender(
  state: TwinState,
  options: { url: () => string | null; secret: string; log?: (line: string) => void; onChange: () => void },
) {
  const signer = new Stripe('sk_test_signer_only');
  let queue: Promise<void> = Promise.resolve();

  async function deliver(event: StripeObject, delivery: Delivery): Promise<void> {
    const url = options.url();
    if (!url) {
      Object.assign(delivery, { status: 'failed', lastError: 'no webhook endpoint is configured' });
      return;
    }
    const payload = JSON.stringify(event);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      delivery.attempts = attempt;
      try {
        const header = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret: options.secret });
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
          body: payload,
        });
        if (response.ok) {
          Object.assign(delivery, { status: 'delivered', lastError: null });
          return;
        }
        delivery.lastError = `HTTP ${response.status}`;
      } catch (error) {
        delivery.lastError = String(error);
      }
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS[attempt - 1]));
    }
    delivery.status = 'failed';
    options.log?.(
      `stripe twin: webhook ${event['type'] as string} ${event.id} not delivered (${delivery.lastError ?? ''})`,
    );
  }

  return {
    /** Records the event and queues its delivery behind the earlier ones. */
    enqueue(event: StripeObject): void {
      state.events.push(event);
      state.events = state.events.slice(-KEPT);
      const delivery: Delivery = {
        eventId: event.id,
        type: String(event['type']),
        status: 'pending',
        attempts: 0,
        lastError: null,
      };
      state.deliveries.push(delivery);
      state.deliveries = state.deliveries.slice(-KEPT);
      queue = queue.then(() => deliver(event, delivery)).then(options.onChange, options.onChange);
    },
    /** Resolves when every event queued so far has been delivered or given up. */
    idle(): Promise<void> {
      return queue;
    },
  };
}
