import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** Every item of one partition whose sort key starts with `prefix`, following pages to the end. */
export async function queryPartition(partitionKey: string, sortKeyPrefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': partitionKey, ':prefix': sortKeyPrefix },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
