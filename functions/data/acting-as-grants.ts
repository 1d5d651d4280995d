import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { ACTING_AS_KINDS } from '../../shared/schemas/user';
import { defineEntity, ITEM_ABSENT } from './entity';
import { timeToLive } from './table-design';
import { writeTogether } from './transactions';
import { userPartition } from './users';

/**
 * Grants to act as another user (shared/schemas/acting-as.ts): who acts, as whom, since when,
 * until when. Only the SHA-256 of the grant's secret is stored, so a table read never yields a
 * usable grant; DynamoDB deletes the item a day after it expires.
 */
export const actingAsGrants = defineEntity({
  name: 'acting-as-grant',
  schema: z.object({
    grantHash: z.string(),
    kind: z.enum(ACTING_AS_KINDS),
    actorId: z.string(),
    subjectId: z.string(),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    /**
     * The actor's sign-in session that made the grant (the tokens' origin_jti): the grant holds only
     * for calls with tokens of that session, while the user pool says it holds. Grants made before
     * sessions were recorded have none and are refused.
     */
    sessionId: z.optional(z.string()),
    /** Set when the actor switched back or signed out; the grant is refused from then on. */
    endedAt: z.nullable(isoDateTime),
    ttl: z.int(),
  }),
  key: { fields: ['grantHash'], key: ({ grantHash }) => ({ pk: `ACTAS#${grantHash}`, sk: 'GRANT' }) },
});
export type ActingAsGrantItem = z.output<typeof actingAsGrants.schema>;

/**
 * A grant's line in its subject's partition, so that erasing the subject finds the grants that
 * name them (a grant is keyed by its hash alone); it expires with the grant.
 */
export const actingAsSubjectGrants = defineEntity({
  name: 'acting-as-subject',
  schema: z.object({ subjectId: z.string(), grantHash: z.string(), ttl: z.int() }),
  key: {
    fields: ['subjectId', 'grantHash'],
    key: ({ subjectId, grantHash }) => ({ pk: userPartition(subjectId), sk: `ACTASGRANT#${grantHash}` }),
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;

export function hashGrantSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Stores a new grant (its hash); answers the secret, which is never stored. */
export async function createActingAsGrant(
  grant: Omit<ActingAsGrantItem, 'grantHash' | 'endedAt' | 'ttl'>,
): Promise<{ secret: string; grant: ActingAsGrantItem }> {
  const secret = randomBytes(32).toString('base64url');
  const item: ActingAsGrantItem = {
    ...grant,
    grantHash: hashGrantSecret(secret),
    endedAt: null,
    ttl: timeToLive(new Date(Date.parse(grant.expiresAt) + DAY_MS)),
  };
  await writeTogether([
    { Put: actingAsGrants.putRequest(item, ITEM_ABSENT) },
    {
      Put: actingAsSubjectGrants.putRequest({ subjectId: item.subjectId, grantHash: item.grantHash, ttl: item.ttl }),
    },
  ]);
  return { secret, grant: item };
}

/** The grant of a secret (consistent read, so an ended grant is refused at once), or null. */
export function findActingAsGrant(secret: string): Promise<ActingAsGrantItem | null> {
  return actingAsGrants.get({ grantHash: hashGrantSecret(secret) }, { consistent: true });
}

/** Marks a grant ended (idempotent: the first end time stays). */
export async function endActingAsGrant(grant: ActingAsGrantItem, now: Date): Promise<void> {
  if (grant.endedAt !== null) return;
  await actingAsGrants.update({ grantHash: grant.grantHash }, { endedAt: now.toISOString() });
}

/** The keys of every grant to act as this account (read before the account's partition goes). */
export async function grantKeysOfSubject(subjectId: string) {
  const lines = await actingAsSubjectGrants.queryAll({
    partition: userPartition(subjectId),
    sortKeyPrefix: 'ACTASGRANT#',
  });
  return lines.map(({ grantHash }) => actingAsGrants.keyOf({ grantHash }));
}
