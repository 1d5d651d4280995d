import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * A one-off migration's walk, never a request path: a parallel Scan of the table's items of one
 * entity, `segments` at a time, each item handed to `rewrite` (true when it was written again).
 * Returns how many were; `onProgress` hears the count after each page.
 */
export async function rewriteEveryItem(
  entityName: string,
  rewrite: (item: Record<string, unknown>) => Promise<boolean>,
  options: { segments?: number; onProgress?: (done: number) => void } = {},
): Promise<number> {
  const segments = options.segments ?? 4;
  let done = 0;
  await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      let startKey: Record<string, unknown> | undefined;
      do {
        const page: ScanCommandOutput = await db().send(
          new ScanCommand({
            TableName: tableName(),
            Segment: segment,
            TotalSegments: segments,
            FilterExpression: '#entity = :entity',
            ExpressionAttributeNames: { '#entity': 'entity' },
            ExpressionAttributeValues: { ':entity': entityName },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) if (await rewrite(item)) done += 1;
        options.onProgress?.(done);
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    }),
  );
  return done;
}
