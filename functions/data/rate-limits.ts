import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { timeToLive } from './table-design';

export interface RateLimit {
  /** What is counted, e.g. 'password-email'; part of the key. */
  scope: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one attempt in the current fixed window of `subject` (one atomic ADD) and says whether
 * it is within the limit. Counter items expire through the table's TTL once their window is over.
 */
export async function countAttempt(rule: RateLimit, subject: string, now: Date): Promise<{ allowed: boolean; count: number }> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `RATELIMIT#${rule.scope}#${subject}`, sk: `WINDOW#${new Date(windowStart).toISOString()}` },
      UpdateExpression: 'ADD #count :one SET #entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#entity': 'entity', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'rate-limit', ':ttl': timeToLive(new Date(windowStart + rule.windowMs)) },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = Number(Attributes?.['count'] ?? 1);
  return { allowed: count <= rule.limit, count };
}
