import { sendBatchWrite } from './batch-write';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { TABLE_DESIGN } from './table-design';

/** A table item's key. */
export type ItemKey = Record<string, unknown>;

const DELETE_BATCH = 25;

/**
 * The keys of every item of a partition whose sort key `keep` does not keep: what a deletion of
 * the partition's owner removes (a class's places, a deleted child's belongings).
 */
export async function partitionKeys(partition: string, keep: (sortKey: string) => boolean): Promise<ItemKey[]> {
  const { partitionKey, sortKey } = TABLE_DESIGN;
  const keys: ItemKey[] = [];
  let start: ItemKey | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: '#pk, #sk',
        ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
        ExpressionAttributeValues: { ':pk': partition },
        ExclusiveStartKey: start,
      }),
    );
    keys.push(...(page.Items ?? []).filter((item) => !keep(String(item[sortKey]))));
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}

/** Deletes these items in batches of 25 (unprocessed ones retried). Deleting what is gone is no error, so a cut-short call is finished by repeating it. */
export async function deleteItems(keys: readonly ItemKey[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    await sendBatchWrite(keys.slice(start, start + DELETE_BATCH).map((Key) => ({ DeleteRequest: { Key } })));
  }
}
