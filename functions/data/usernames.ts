import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, tableName } from './client';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';

/**
 * Usernames are unique case-insensitively. A claim is written before the sign-in identity exists
 * ('pending') and made 'active' together with the profile; the conditional put is what makes
 * concurrent registrations of one username end with exactly one account.
 */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

const usernameClaimSchema = z.object({
  username: z.string(),
  state: z.enum(['pending', 'active']),
  claimedAt: isoDateTime,
  /** Set when the claim becomes active. */
  userId: z.optional(z.string()),
});

export const usernameClaims = defineEntity({
  name: 'username',
  schema: usernameClaimSchema,
  key: {
    fields: ['username'],
    key: ({ username }) => ({ pk: `USERNAME#${normaliseUsername(username)}`, sk: 'USERNAME' }),
  },
});

/** A pending claim older than this was left by a crashed request and may be taken over. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

const STILL_PENDING: Condition = {
  expression: '#state = :pending',
  names: { '#state': 'state' },
  values: { ':pending': 'pending' },
};

export class UsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(`The username ${username} is taken`);
  }
}

export async function claimUsername(username: string, now: Date): Promise<void> {
  const claimable: Condition = {
    expression: `${ITEM_ABSENT.expression} OR (#state = :pending AND claimedAt < :staleBefore)`,
    names: { ...ITEM_ABSENT.names, '#state': 'state' },
    values: { ':pending': 'pending', ':staleBefore': new Date(now.getTime() - STALE_CLAIM_MS).toISOString() },
  };
  try {
    await usernameClaims.put(
      { username: normaliseUsername(username), state: 'pending', claimedAt: now.toISOString() },
      { condition: claimable },
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new UsernameTakenError(username);
    throw error;
  }
}

/** The transaction step that makes a pending claim active for the new user (users.ts `saveNewProfile`). */
export async function activateUsernameClaimRequest(username: string, userId: string) {
  const { input } = await usernameClaims.updateRequest(
    { username },
    { state: 'active', userId },
    { condition: STILL_PENDING },
  );
  return input;
}

/** Gives a pending claim back after a failed creation; an active claim is never touched. */
export async function releaseUsernameClaim(username: string): Promise<void> {
  try {
    await usernameClaims.remove({ username }, { condition: STILL_PENDING });
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function findUserIdByUsername(username: string): Promise<string | null> {
  const claim = await usernameClaims.get({ username });
  return claim?.state === 'active' && claim.userId ? claim.userId : null;
}

/**
 * An erased account's claim keeps its username taken (an app that knew the person by it never
 * meets someone else under it) but no longer says whose it was. Only a claim still naming the
 * account is changed.
 */
export async function retireUsernameClaim(username: string, userId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: usernameClaims.keyOf({ username }),
        UpdateExpression: 'REMOVE userId',
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':userId': userId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
