import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from './client';

/**
 * Usernames are unique case-insensitively. A claim is written before the sign-in identity exists
 * ('pending') and made 'active' together with the profile; the conditional put is what makes
 * concurrent registrations of one username end with exactly one account.
 */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function usernameKey(username: string) {
  return { pk: `USERNAME#${normaliseUsername(username)}`, sk: 'USERNAME' };
}

/** A pending claim older than this was left by a crashed request and may be taken over. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`The username ${username} is taken`);
  }
}

export async function claimUsername(username: string, now: Date): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...usernameKey(username), entity: 'username', username: normaliseUsername(username), state: 'pending', claimedAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :pending AND claimedAt < :staleBefore)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':staleBefore': new Date(now.getTime() - STALE_CLAIM_MS).toISOString() },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new UsernameTakenError(username);
    throw error;
  }
}

/** Gives a pending claim back after a failed creation; an active claim is never touched. */
export async function releaseUsernameClaim(username: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: usernameKey(username),
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function findUserIdByUsername(username: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: usernameKey(username) }));
  return Item?.['state'] === 'active' && typeof Item['userId'] === 'string' ? Item['userId'] : null;
}
