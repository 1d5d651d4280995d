import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { db, tableName } from './client';
import { ConcurrentChangeError, defineEntity } from './entity';
import { shardOf } from './shards';
import { timeToLive } from './table-design';
import { userPartition, userProfiles } from './users';

/** How many partitions one day's sign-ins are spread over, so a busy morning has no hot partition. */
export const SIGN_IN_DAY_SHARDS = 10;

/** A stable shard 0–9 for a user: the same user's sign-ins of a day share a partition. */
export function signInShard(userId: string): number {
  return shardOf(userId, SIGN_IN_DAY_SHARDS);
}

/** How long a sign-in is kept (TTL from its time): a school year and a term's margin, as app launches are. */
export const SIGN_IN_EVENT_RETENTION_DAYS = 400;

const signInEventSchema = z.object({
  userId: z.string(),
  at: isoDateTime,
  /** Epoch seconds when DynamoDB deletes the event (absent on events written before it was kept for a time). */
  ttl: z.optional(z.int()),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;

/** A sign-in event as it is stored: with the time DynamoDB deletes it. */
export function signInEventAt(userId: string, at: string): SignInEvent {
  return { userId, at, ttl: timeToLive(new Date(Date.parse(at) + SIGN_IN_EVENT_RETENTION_DAYS * 86_400_000)) };
}

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

/** How often a sign-in is written again when the profile changed between its read and its write. */
const SIGN_IN_ATTEMPTS = 3;

/**
 * Counts a sign-in on the profile (numSignIns + 1, lastSignIn, and the student's place in the
 * clean-up index, recomputed from the profile as read) and records the event, in one transaction.
 * The counter is an atomic ADD, so concurrent sign-ins are all counted; a profile changed between
 * the read and the write is read again. The same write moves the stored lastSignIn to
 * previousSignIn (NULL when there was none): DynamoDB reads the right-hand side before it sets
 * anything, so each of two concurrent sign-ins keeps the one it really followed. Returns false
 * when the user has no profile (a sign-in identity without an account): nothing written.
 */
export async function saveSignIn(userId: string, at: string): Promise<boolean> {
  for (let attempt = 1; attempt <= SIGN_IN_ATTEMPTS; attempt += 1) {
    const current = await userProfiles.get({ id: userId }, { consistent: true });
    if (!current) return false;
    const update = userProfiles.updateInput({ id: userId }, { lastSignIn: at }, current);
    // lastSignIn is set, so the expression opens with its SET clause: the previous one joins it.
    if (!update.UpdateExpression.startsWith('SET ')) throw new Error('A sign-in update must set lastSignIn');
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                ...update,
                UpdateExpression: `SET #previous = if_not_exists(#before, :none), ${update.UpdateExpression.slice(4)} ADD #count :one`,
                ExpressionAttributeNames: {
                  ...update.ExpressionAttributeNames,
                  '#count': 'numSignIns',
                  '#previous': 'previousSignIn',
                  '#before': 'lastSignIn',
                },
                ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':one': 1, ':none': null },
              },
            },
            { Put: signInEvents.putRequest(signInEventAt(userId, at)) },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!(
        error instanceof TransactionCanceledException &&
        error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
      ))
        throw error;
    }
  }
  throw new ConcurrentChangeError(userProfiles.name);
}

/** A user's sign-ins, newest first. */
export function listSignIns(userId: string, limit = 20) {
  return signInEvents.queryPage(
    { partition: userPartition(userId), sortKeyPrefix: 'SIGNIN#', descending: true },
    { limit },
  );
}

/** Every sign-in of one day (YYYY-MM-DD), over its SIGN_IN_DAY_SHARDS partitions, read side by side. */
export async function signInsOfDay(day: string): Promise<SignInEvent[]> {
  const shards = await Promise.all(
    Array.from({ length: SIGN_IN_DAY_SHARDS }, (_, shard) =>
      signInEvents.queryAll({ index: 'byDay', partition: `SIGNINDAY#${day}#${shard}` }),
    ),
  );
  return shards.flat();
}

/** Every sign-in of a user that is still kept, newest first (their data page and download). */
export async function listAllSignIns(userId: string): Promise<SignInEvent[]> {
  const events = await signInEvents.queryAll({ partition: userPartition(userId), sortKeyPrefix: 'SIGNIN#' });
  return events.reverse();
}
