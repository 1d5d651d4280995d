import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';

/** How long support can read a client error report. */
export const DEBUG_MESSAGE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const debugMessageSchema = z.object({
  id: z.string(),
  receivedAt: isoDateTime,
  message: z.string(),
  log: z.array(z.string()),
  stack: z.nullable(z.string()),
  /** The page's path, without query string or fragment. */
  url: z.string(),
  userAgent: z.nullable(z.string()),
  ttl: z.int(),
});
export type DebugMessage = z.infer<typeof debugMessageSchema>;

/** The partition of one day's reports (UTC). */
export function debugDayPartition(day: string): string {
  return `DEBUGDAY#${day}`;
}

/**
 * A client error report (visitor-and-account §7), already scrubbed of personal data, in the
 * partition of the day it arrived, oldest first; deleted by the table's TTL after 30 days. It
 * names no user: the route is public, so a token sent with it is never verified.
 */
export const debugMessages = defineEntity({
  name: 'debug-message',
  schema: debugMessageSchema,
  key: {
    fields: ['receivedAt', 'id'],
    key: ({ receivedAt, id }) => ({ pk: debugDayPartition(receivedAt.slice(0, 10)), sk: `DEBUG#${receivedAt}#${id}` }),
  },
});

export function saveDebugMessage(message: Omit<DebugMessage, 'ttl'>): Promise<void> {
  const expiresAt = new Date(new Date(message.receivedAt).getTime() + DEBUG_MESSAGE_LIFETIME_MS);
  return debugMessages.put({ ...message, ttl: timeToLive(expiresAt) }, { condition: ITEM_ABSENT });
}

/** The reports of one day (YYYY-MM-DD, UTC), oldest first. */
export function listDebugMessagesOfDay(day: string): Promise<DebugMessage[]> {
  return debugMessages.queryAll({ partition: debugDayPartition(day), sortKeyPrefix: 'DEBUG#' });
}
