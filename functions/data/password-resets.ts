import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import { timeToLive } from './table-design';
import { normaliseUsername } from './usernames';

/**
 * The outstanding password reset of a username: only the hash of its token is stored, and a newer
 * request replaces an older one, so only the latest link works. DynamoDB deletes the item some
 * time after `ttl`; until then (and in DynamoDB Local, which never deletes) `expiresAt` decides.
 */
export const passwordResets = defineEntity({
  name: 'password-reset',
  schema: z.object({
    username: z.string(),
    userId: z.string(),
    tokenHash: z.string(),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    ttl: z.int(),
  }),
  key: {
    fields: ['username'],
    key: ({ username }) => ({ pk: `PWRESET#${normaliseUsername(username)}`, sk: 'PWRESET' }),
  },
});

export type PasswordReset = z.output<typeof passwordResets.schema>;

export function savePasswordReset(reset: Omit<PasswordReset, 'ttl'>): Promise<void> {
  return passwordResets.put({
    ...reset,
    username: normaliseUsername(reset.username),
    ttl: timeToLive(new Date(reset.expiresAt)),
  });
}

/**
 * Deletes the reset if its token hash matches and it has not expired, in one conditional write, so
 * two uses of one link can never both succeed. Returns the reset used, or null when there was no
 * such reset (wrong token, used, expired or never requested).
 */
export async function consumePasswordReset(
  username: string,
  tokenHash: string,
  now: Date,
): Promise<PasswordReset | null> {
  const key = { username: normaliseUsername(username) };
  const stored = await passwordResets.get(key, { consistent: true });
  if (!stored) return null;
  const usable: Condition = {
    expression: 'tokenHash = :tokenHash AND expiresAt > :now',
    values: { ':tokenHash': tokenHash, ':now': now.toISOString() },
  };
  try {
    await passwordResets.remove(key, { condition: usable });
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
  return stored;
}

/** Puts a consumed reset back (setting the password failed after the token was used), unless a newer one exists. */
export async function restorePasswordReset(reset: PasswordReset): Promise<void> {
  try {
    await passwordResets.put(reset, { condition: ITEM_ABSENT });
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
