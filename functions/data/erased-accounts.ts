import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity } from './entity';
import { timeToLive } from './table-design';

/**
 * An account erased whole (a child its parent deleted): nothing of the table names it any more,
 * so this marker is keyed by a hash of its id. It tells a token still in flight 'This account has
 * been deleted.' rather than 'log in again', and a repeated deletion that it is done, for as long
 * as a token of the account could be presented.
 */
export const ERASED_MARKER_LIFETIME_DAYS = 30;

export const erasedAccounts = defineEntity({
  name: 'erased-account',
  schema: z.object({
    idHash: z.string(),
    /** Who erased it (the parent): a repeated deletion by anyone else is refused as before. */
    erasedBy: z.string(),
    erasedAt: isoDateTime,
    ttl: z.int(),
  }),
  key: { fields: ['idHash'], key: ({ idHash }) => ({ pk: `ERASED#${idHash}`, sk: 'ERASED' }) },
});

function hashOfId(userId: string): string {
  return createHash('sha256').update(userId, 'utf8').digest('hex');
}

export function erasedAccountPutRequest(userId: string, erasedBy: string, now: Date) {
  const keep = new Date(now.getTime() + ERASED_MARKER_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  return erasedAccounts.putRequest({
    idHash: hashOfId(userId),
    erasedBy,
    erasedAt: now.toISOString(),
    ttl: timeToLive(keep),
  });
}

/** Who erased the account, if it was erased (within the marker's lifetime). */
export async function erasedBy(userId: string): Promise<string | null> {
  return (await erasedAccounts.get({ idHash: hashOfId(userId) }, { consistent: true }))?.erasedBy ?? null;
}
