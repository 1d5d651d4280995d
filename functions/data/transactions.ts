import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { isTransientError } from '../platform/transient-error';
import { db } from './client';

/** One write of a transaction: a Put, Update, Delete or ConditionCheck request the entities build. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's most items in one TransactWriteItems. */
export const TRANSACTION_MOST = 100;

/**
 * Writes these items as one change: all of them or none (DynamoDB's TransactWriteItems, at most
 * 100 items). A failed condition rejects with DynamoDB's TransactionCanceledException, whose
 * reasons name the item that refused.
 */
export async function writeTogether(items: readonly TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: [...items] }));
}

/** Tries of a transaction that met another on one of its items. */
const CONFLICT_TRIES = 4;

/**
 * writeTogether for items that concurrent requests write too (counters): a transaction that met
 * another on an item (TransactionConflict) wrote nothing, so it is tried again, a few times, with
 * a fresh idempotency token (the SDK's own retries of one try reuse it, so a try that succeeded
 * unseen is not applied twice).
 */
export async function writeTogetherThroughConflicts(items: readonly TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [...items], ClientRequestToken: randomUUID() }));
      return;
    } catch (error) {
      if (attempt >= CONFLICT_TRIES || !isTransientError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.round(Math.random() * 10 * attempt)));
    }
  }
}
