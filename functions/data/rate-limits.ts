import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isTransientError } from '../platform/transient-error';
import { db, tableName } from './client';
import { timeToLive } from './table-design';
import type { TransactItem } from './transactions';

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

/** Tries of a counted request whose write met another one on the window's item (DynamoDB's TransactionConflict). */
const CONFLICT_TRIES = 4;

/** Whether a write was refused because the window is used up (its condition, alone or as the transaction's first item). */
function windowRefused(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ConditionalCheckFailedException') return true;
  const reasons = (error as { CancellationReasons?: ({ Code?: string } | undefined)[] }).CancellationReasons;
  return error.name === 'TransactionCanceledException' && reasons?.[0]?.Code === 'ConditionalCheckFailed';
}

/**
 * Counts one request in the current fixed window of `subject` only while the window is under the
 * limit, together with `alongside` (the request's own records, in one transaction of at most 100
 * items): a refused request changes nothing, and an allowed one is counted and recorded at once,
 * so the limit holds exactly however many requests come together. The window's item is one per
 * subject, so concurrent requests of one subject can meet on it: a write that met another is tried
 * again, a few times, with a fresh idempotency token (the SDK's own retries of one try reuse it).
 */
export async function countWithinLimit(
  rule: RateLimit,
  subject: string,
  now: Date,
  alongside: readonly TransactItem[] = [],
): Promise<{ allowed: boolean; windowEnd: Date }> {
  if (alongside.length > 99) throw new RangeError('A transaction holds the window and at most 99 writes beside it');
  const window = windowOf(rule, subject, now);
  const count = {
    TableName: tableName(),
    Key: window.key,
    UpdateExpression: 'ADD #count :one SET #entity = :entity, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeNames: { '#count': 'count', '#entity': 'entity', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':limit': rule.limit,
      ':entity': 'rate-limit',
      ':ttl': timeToLive(window.end),
    },
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (alongside.length === 0) await db().send(new UpdateCommand(count));
      else
        await db().send(
          new TransactWriteCommand({
            TransactItems: [{ Update: count }, ...alongside],
            ClientRequestToken: randomUUID(),
          }),
        );
      return { allowed: true, windowEnd: window.end };
    } catch (error) {
      if (windowRefused(error)) return { allowed: false, windowEnd: window.end };
      if (attempt >= CONFLICT_TRIES || !isTransientError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.round(Math.random() * 10 * attempt)));
    }
  }
}
