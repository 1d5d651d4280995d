import {
  BatchGetCommand,
  BatchWriteCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  type BatchWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { TransientError } from '../platform/transient-error';
import { db, tableName } from './client';
import type { KeyPair } from './entity';

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/**
 * How a batch's unprocessed remainder is sent again: DynamoDB leaves items unprocessed when the
 * table or a partition is throttled, and answering at once only throttles it harder. AWS's advice
 * is exponential backoff with jitter; after the last try the write fails loudly, saying how much
 * was not written, instead of spinning until the function is stopped.
 */
export const BATCH_RETRY = { attempts: 8, baseMs: 50, capMs: 2_000 } as const;

/** The pause before try `attempt + 1`: 'full jitter' (a random share of the doubling wait, capped). */
export function batchRetryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(BATCH_RETRY.capMs, BATCH_RETRY.baseMs * 2 ** (attempt - 1)));
}

/** DynamoDB kept leaving part of a batch unprocessed: worth trying again later (a job resumes). */
export class UnprocessedBatchError extends TransientError {
  constructor(
    readonly left: number,
    readonly sent: number,
  ) {
    super(`DynamoDB left ${left} of ${sent} batch requests unprocessed after ${BATCH_RETRY.attempts} tries`);
    this.name = 'UnprocessedBatchError';
  }
}

export interface BatchRetryOptions {
  /** Waits between tries (tests pass one that records and returns at once). */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface BatchGetOptions extends BatchRetryOptions {
  /** Strongly consistent reads (every key of the batch), for an item a write must hold for at once. */
  consistent?: boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends up to 25 puts or deletes as one BatchWriteItem, and what it leaves unprocessed again, backing off. */
export async function sendBatchWrite(
  requests: readonly WriteRequest[],
  options: BatchRetryOptions = {},
): Promise<void> {
  const { sleep = pause, random } = options;
  let left = [...requests];
  for (let attempt = 1; left.length > 0; attempt += 1) {
    if (attempt > 1) await sleep(batchRetryDelay(attempt - 1, random));
    const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: left } }));
    left = result.UnprocessedItems?.[tableName()] ?? [];
    if (left.length > 0 && attempt >= BATCH_RETRY.attempts)
      throw new UnprocessedBatchError(left.length, requests.length);
  }
}

/** Reads up to 100 keys as one BatchGetItem, and the keys it leaves unprocessed again, backing off. */
export async function sendBatchGet(
  keys: readonly KeyPair[],
  options: BatchGetOptions = {},
): Promise<Record<string, unknown>[]> {
  const { sleep = pause, random, consistent } = options;
  const items: Record<string, unknown>[] = [];
  let left: BatchGetCommandInput['RequestItems'] = {
    [tableName()]: { Keys: [...keys], ...(consistent ? { ConsistentRead: true } : {}) },
  };
  for (let attempt = 1; left && Object.keys(left).length > 0; attempt += 1) {
    if (attempt > 1) await sleep(batchRetryDelay(attempt - 1, random));
    const result: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: left }));
    items.push(...(result.Responses?.[tableName()] ?? []));
    left = result.UnprocessedKeys;
    const count = left?.[tableName()]?.Keys?.length ?? 0;
    if (count > 0 && attempt >= BATCH_RETRY.attempts) throw new UnprocessedBatchError(count, keys.length);
  }
  return items;
}
