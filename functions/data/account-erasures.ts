import * as z from 'zod/mini';
import { isoDateTime } from '../../shared/schemas/common';
import { defineEntity, putIfAbsent } from './entity';
import { rewriteEveryItem } from './rewrite-every-item';
import { IMPORT_RETENTION_DAYS } from './student-imports';
import { userPartition, userProfiles } from './users';

/**
 * How long a deleted account waits before it is erased: the longest a deletion can be taken back
 * (an import's, undone within its 33 days, IMPORT_RETENTION_DAYS), so an undo finds the account
 * as it was. A child its parent deletes is erased at once (functions/domain/children).
 */
export const ERASE_DELETED_AFTER_DAYS = IMPORT_RETENTION_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;
const DUE = 'ERASUREDUE';

/**
 * A deleted account waiting to be erased: kept in the account's own partition (so it goes with
 * the account, and a child erased at once takes it along) and listed by when it falls due through
 * gsi1 (ERASUREDUE, `<dueAt>#<userId>`), which the daily erasure reads (functions/scheduled/
 * deleted-accounts.ts). Written in the deletion's own transaction (functions/domain/core/accounts/
 * account-access.ts), removed with the profile, last.
 */
export const accountErasures = defineEntity({
  name: 'account-erasure',
  schema: z.object({ userId: z.string(), deletedAt: isoDateTime, dueAt: isoDateTime }),
  key: { fields: ['userId'], key: ({ userId }) => ({ pk: userPartition(userId), sk: 'ERASURE' }) },
  indexes: {
    due: {
      index: 'gsi1',
      fields: ['dueAt', 'userId'],
      key: ({ dueAt, userId }) => ({ pk: DUE, sk: `${dueAt}#${userId}` }),
    },
  },
});
export type AccountErasure = z.output<typeof accountErasures.schema>;

/** The sort key of the erasure item in its account's partition (left to the profile's last write). */
export const ACCOUNT_ERASURE_SORT_KEY = 'ERASURE';

/** For the deletion's transaction: the account falls due for erasure ERASE_DELETED_AFTER_DAYS from now. */
export function accountErasurePutRequest(userId: string, now: Date) {
  const dueAt = new Date(now.getTime() + ERASE_DELETED_AFTER_DAYS * DAY_MS);
  return accountErasures.putRequest({ userId, deletedAt: now.toISOString(), dueAt: dueAt.toISOString() });
}

/** One page of the accounts due for erasure by `now`, the longest waiting first. */
export async function dueAccountErasures(now: Date, limit: number): Promise<AccountErasure[]> {
  const page = await accountErasures.queryPage(
    { index: 'due', partition: DUE, sortKeyBetween: ['0', `${now.toISOString()}#~`] },
    { limit, cursor: null },
  );
  return page.items;
}

/**
 * A one-off migration, never a request path: every account deleted before deletions were erased
 * (a profile marked deleted, with no erasure item) gets one, due ERASE_DELETED_AFTER_DAYS from
 * `now`: when it was deleted is not recorded, and an import's deletion may still be undone. A
 * parallel Scan of the table's profiles; an account that has its item already keeps it, so it is
 * safe to run again. How many it queued.
 */
export function queueDeletedAccounts(
  now: Date,
  options: { segments?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  return rewriteEveryItem(
    userProfiles.name,
    async (item) => {
      const profile = userProfiles.fromItem(item);
      if (profile.status !== 'deleted') return false;
      const dueAt = new Date(now.getTime() + ERASE_DELETED_AFTER_DAYS * DAY_MS);
      return putIfAbsent(accountErasures, {
        userId: profile.id,
        deletedAt: now.toISOString(),
        dueAt: dueAt.toISOString(),
      });
    },
    options,
  );
}
