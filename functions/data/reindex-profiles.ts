import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { rewriteEveryItem } from './rewrite-every-item';
import { userProfiles } from './users';

const ATTEMPTS = 3;

/** Writes one profile's index keys again; a profile changed meanwhile is read again (a few times). */
async function reindexProfile(item: Record<string, unknown>): Promise<boolean> {
  let current = item;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      await db().send(new UpdateCommand(userProfiles.reindexInput(userProfiles.fromItem(current))));
      return true;
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') throw error;
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: { pk: current['pk'], sk: current['sk'] }, ConsistentRead: true }),
      );
      if (!Item) return false;
      current = Item;
    }
  }
  throw new Error(`The profile ${String(item['id'])} kept changing while its index keys were written`);
}

/**
 * A one-off migration, never a request path: every profile's index keys written again from its
 * attributes, so profiles stored before an index existed (the e-mail list's contacts on gsi2, the
 * clean-up's students on gsi3) join it. A parallel Scan of the table's user items, `segments` at a
 * time; safe to run again, and while the portal is in use.
 */
export function reindexProfiles(
  options: { segments?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  return rewriteEveryItem(userProfiles.name, reindexProfile, options);
}
