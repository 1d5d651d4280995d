import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../functions/data/client';

export type TableItem = Record<string, unknown>;

/** Every item of the run's table (a Scan: only tests that prove something is gone read it so). */
export async function everyItem(): Promise<TableItem[]> {
  const items: TableItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as TableItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
