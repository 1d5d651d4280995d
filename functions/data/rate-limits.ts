import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { timeToLive } from './table-design';

export interface RateLimit {
  /** What is counted, e.g. 'password-email'; part of the key. */
  scope: string;
  limit: number;
  windowMs: number;
}

/** The counter item of the fixed window `now` falls in, and when that window ends. */
function windowOf(rule: RateLimit, subject: string, now: Date) {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return {
    key: { pk: `RATELIMIT#${rule.scope}#${subject}`, sk: `WINDOW#${new Date(windowStart).toISOString()}` },
    end: new Date(windowStart + rule.windowMs),
  };
}

/**
 * Whether `subject` has already used up the current window, without counting an attempt: for
 * limits on failures only, checked before the attempt and counted (countAttempt) when it fails.
 */
export async function limitReached(rule: RateLimit, subject: string, now: Date): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: windowOf(rule, subject, now).key, ConsistentRead: true }),
  );
  return Number(Item?.['count'] ?? 0) >= rule.limit;
}

/**
 * Counts one attempt in the current fixed window of `subject` (one atomic ADD) and says whether
 * it is within the limit and when the window ends (a 429's Retry-After). Counter items expire through the table's TTL once their window is over.
 */
export async function countAttempt(
  rule: RateLimit,
  subject: string,
  now: Date,
  /** Attempts counted at once (a test filling a window); one unless given. */
  attempts = 1,
): Promise<{ allowed: boolean; count: number; windowEnd: Date }> {
  const window = windowOf(rule, subject, now);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: window.key,
      UpdateExpression: 'ADD #count :one SET #entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#entity': 'entity', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': attempts, ':entity': 'rate-limit', ':ttl': timeToLive(window.end) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = Number(Attributes?.['count'] ?? 1);
  return { allowed: count <= rule.limit, count, windowEnd: window.end };
}
