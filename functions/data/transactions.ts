import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

/** One write of a transaction: a Put, Update, Delete or ConditionCheck request the entities build. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Writes these items as one change: all of them or none (DynamoDB's TransactWriteItems, at most
 * 100 items). A failed condition rejects with DynamoDB's TransactionCanceledException, whose
 * reasons name the item that refused.
 */
export async function writeTogether(items: readonly TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: [...items] }));
}
