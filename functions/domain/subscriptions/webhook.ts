import {
  WebhookPayloadError,
  WebhookSignatureError,
  type PaymentsProvider,
  type ProviderEvent,
} from '../../adapters/payments/port';
import { recordWebhookEvent, webhookEventSeen } from '../../data/webhook-events';
import { findSubscriptionByProviderId, toUserSubscription, updateSubscription } from '../../data/user-subscriptions';
import { BadRequestError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { changesFromProvider } from './provider-state';
import { applySubscriptionAccess } from './subscription-access';

/**
 * A webhook delivery (verified by the adapter: signature, 300 s tolerance). Events arrive more
 * than once and out of order, so an event is only a prompt: the subscription's current state is
 * read from the provider and stored, which a late or repeated event cannot undo. The event id is
 * recorded after it is applied, so a delivery that failed half-way is applied again when retried.
 *
 * A delivery the portal cannot use is a 400 that changes nothing: a wrong or stale signature, or a
 * signed body that is not an event (not JSON, or without its id, type, time or object). The
 * provider then stops retrying it rather than retrying a 500 for days.
 */
export async function receiveWebhook(
  rawBody: string,
  signature: string | undefined,
  provider: PaymentsProvider,
  now = new Date(),
): Promise<{ received: boolean; duplicate: boolean }> {
  const event = await readDelivery(rawBody, signature, provider);
  if (await webhookEventSeen(event.id)) return { received: true, duplicate: true };
  if (event.subscriptionId) await refreshSubscription(event.subscriptionId, event.created, provider, now);
  const first = await recordWebhookEvent(event.id, event.type, now);
  return { received: true, duplicate: !first };
}

export const WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature is not valid.',
  notAnEvent: 'The webhook body is not an event: it must be JSON with an id, a type, a created time and a data object.',
} as const;

async function readDelivery(
  rawBody: string,
  signature: string | undefined,
  provider: PaymentsProvider,
): Promise<ProviderEvent> {
  try {
    return await provider.readWebhookEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new BadRequestError(WEBHOOK_MESSAGES.badSignature);
    if (error instanceof WebhookPayloadError) {
      logger.warn('a signed webhook delivery is not an event', { reason: error.message });
      throw new BadRequestError(WEBHOOK_MESSAGES.notAnEvent);
    }
    throw error;
  }
}

async function refreshSubscription(
  providerSubscriptionId: string,
  eventAt: string,
  provider: PaymentsProvider,
  now: Date,
): Promise<void> {
  const stored = await findSubscriptionByProviderId(providerSubscriptionId);
  if (!stored) {
    // Made outside the portal (the provider's dashboard), or before the portal stored it: nothing of ours to keep true.
    logger.info('webhook for a subscription the portal does not hold', { providerSubscriptionId });
    return;
  }
  const current = await provider.getSubscription(providerSubscriptionId);
  if (!current) return;
  const latestEventAt = stored.providerEventAt && stored.providerEventAt > eventAt ? stored.providerEventAt : eventAt;
  const changes = changesFromProvider(current);
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).some((field) => changes[field] !== stored[field]);
  // An event that changes nothing (a repeat, or one the portal made itself) leaves the subscription as it was.
  const updated = await updateSubscription(
    stored,
    changed
      ? { ...changes, providerEventAt: latestEventAt, updatedAt: now.toISOString() }
      : { providerEventAt: latestEventAt },
  );
  // The access it gives is written every time, not only on a change: a delivery that stopped
  // between the two writes is retried by the provider, and the retry must finish the access too.
  await applySubscriptionAccess(toUserSubscription(updated));
}
