import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
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

/**
 * Takes up to `wanted` requests of the current fixed window of `subject` at once, only while they
 * fit under the limit (a conditional ADD), and says how many it took (0 once the window is used
 * up) and when the window ends: the allowances a warm function then spends without writing
 * (rate-leases.ts). Fewer than `wanted` are taken when only fewer are left, so the window's count
 * never passes the limit however many functions take from it together. Single-item writes do not
 * conflict as transactions do: requests that come together each wait their turn on the item.
 */
export async function leaseWithinLimit(
  rule: RateLimit,
  subject: string,
  now: Date,
  wanted: number,
): Promise<{ taken: number; windowEnd: Date }> {
  const window = windowOf(rule, subject, now);
  let asking = Math.min(wanted, rule.limit);
  while (asking > 0) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: window.key,
          UpdateExpression: 'ADD #count :asking SET #entity = :entity, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(#count) OR #count <= :last',
          ExpressionAttributeNames: { '#count': 'count', '#entity': 'entity', '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':asking': asking,
            ':last': rule.limit - asking,
            ':entity': 'rate-limit',
            ':ttl': timeToLive(window.end),
          },
          // A refusal says how many the window holds, so the next try asks for what is left.
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { taken: asking, windowEnd: window.end };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const counted = Number(error.Item?.['count']?.N ?? rule.limit);
      if (!Number.isFinite(counted)) throw error;
      asking = Math.min(asking - 1, rule.limit - counted);
    }
  }
  return { taken: 0, windowEnd: window.end };
}
