import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { db, tableName } from './client';
import { defineEntity } from './entity';
import { userPartition, userProfiles } from './users';

/** How many partitions one day's sign-ins are spread over, so a busy morning has no hot partition. */
export const SIGN_IN_DAY_SHARDS = 10;

/** A stable shard 0–9 for a user: the same user's sign-ins of a day share a partition. */
export function signInShard(userId: string): number {
  let hash = 0;
  for (const character of userId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash % SIGN_IN_DAY_SHARDS;
}

const signInEventSchema = z.object({
  userId: z.string(),
  at: isoDateTime,
});
export type SignInEvent = z.infer<typeof signInEventSchema>;

/**
 * One successful sign-in: kept in the user's partition (their history, for the inactive-student
 * clean-up) and in the day's sharded partition of gsi2 (the staff console's sign-in statistics).
 */
export const signInEvents = defineEntity({
  name: 'sign-in-event',
  schema: signInEventSchema,
  key: { fields: ['userId', 'at'], key: ({ userId, at }) => ({ pk: userPartition(userId), sk: `SIGNIN#${at}` }) },
  indexes: {
    byDay: {
      index: 'gsi2',
      fields: ['userId', 'at'],
      key: ({ userId, at }) => ({ pk: `SIGNINDAY#${at.slice(0, 10)}#${signInShard(userId)}`, sk: `${at}#${userId}` }),
    },
  },
});

/**
 * Counts a sign-in on the profile (numSignIns + 1, lastSignIn) and records the event, in one
 * transaction. The counter is an atomic ADD, so concurrent sign-ins are all counted; lastSignIn
 * feeds no index of the profile yet (gsi3 of the clean-up job will, and must be written here then).
 * Returns false when the user has no profile (a sign-in identity without an account): nothing written.
 */
export async function saveSignIn(userId: string, at: string): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: userProfiles.keyOf({ id: userId }),
              UpdateExpression: 'SET #last = :at ADD #count :one',
              ConditionExpression: 'attribute_exists(#pk)',
              ExpressionAttributeNames: { '#last': 'lastSignIn', '#count': 'numSignIns', '#pk': 'pk' },
              ExpressionAttributeValues: { ':at': at, ':one': 1 },
            },
          },
          { Put: signInEvents.putRequest({ userId, at }) },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** A user's sign-ins, newest first. */
export function listSignIns(userId: string, limit = 20) {
  return signInEvents.queryPage({ partition: userPartition(userId), sortKeyPrefix: 'SIGNIN#', descending: true }, { limit });
}
