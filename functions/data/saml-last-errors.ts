import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity } from './entity';
import { timeToLive } from './table-design';
import { userPartition } from './users';

/** How long the last-error page can show a school sign-on failure. */
export const SAML_LAST_ERROR_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A caller's last school sign-on failure (web.last-error), keyed by the token's sub: a first-time
 * person has no profile yet. One item per caller, replaced by the next failure, deleted after `ttl`.
 */
export const samlLastErrors = defineEntity({
  name: 'saml-last-error',
  schema: z.object({ userId: z.string(), message: z.string(), occurredAt: isoDateTime, ttl: z.int() }),
  key: { fields: ['userId'], key: ({ userId }) => ({ pk: userPartition(userId), sk: 'SAMLLASTERROR' }) },
});

export async function recordSamlLastError(userId: string, message: string, now: Date): Promise<void> {
  await samlLastErrors.put({
    userId,
    message,
    occurredAt: now.toISOString(),
    ttl: timeToLive(new Date(now.getTime() + SAML_LAST_ERROR_LIFETIME_MS)),
  });
}

/** The caller's last failure of the past day, or null (DynamoDB Local never deletes expired items, so the age is checked here). */
export async function findSamlLastError(
  userId: string,
  now: Date,
): Promise<{ message: string; occurredAt: string } | null> {
  const item = await samlLastErrors.get({ userId });
  if (!item || new Date(item.occurredAt).getTime() + SAML_LAST_ERROR_LIFETIME_MS <= now.getTime()) return null;
  return { message: item.message, occurredAt: item.occurredAt };
}
