import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';

const KEEP_DAYS = 30;

/** Provider events already applied (TTL 30 days: Stripe stops retrying a delivery after 3 days). */
const webhookEvents = defineEntity({
  name: 'webhook-event',
  schema: z.object({ eventId: z.string(), type: z.string(), appliedAt: isoDateTime, ttl: z.int() }),
  key: { fields: ['eventId'], key: ({ eventId }) => ({ pk: `PAYEVENT#${eventId}`, sk: 'PAYEVENT' }) },
});

export function webhookEventSeen(eventId: string): Promise<boolean> {
  return webhookEvents.exists({ eventId });
}

/** Records an applied event; answers false when another delivery of it was recorded first. */
export async function recordWebhookEvent(eventId: string, type: string, now: Date): Promise<boolean> {
  try {
    await webhookEvents.put(
      {
        eventId,
        type,
        appliedAt: now.toISOString(),
        ttl: timeToLive(new Date(now.getTime() + KEEP_DAYS * 86_400_000)),
      },
      { condition: ITEM_ABSENT },
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
