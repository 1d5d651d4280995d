import { sendBatchGet, type BatchGetOptions } from './batch-write';
import type { KeyPair } from './entity';

/** BatchGetItem's own limit of keys per call. */
const BATCH_GET_SIZE = 100;

/**
 * The stored items of many keys (duplicates read once), in calls of 100 run side by side,
 * retrying what DynamoDB leaves unprocessed. Missing items are simply absent from the answer.
 */
export async function batchGetItems(
  keys: readonly KeyPair[],
  options: Pick<BatchGetOptions, 'consistent'> = {},
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const chunks: KeyPair[][] = [];
  for (let start = 0; start < unique.length; start += BATCH_GET_SIZE)
    chunks.push(unique.slice(start, start + BATCH_GET_SIZE));
  const answers = await Promise.all(chunks.map((chunk) => sendBatchGet(chunk, options)));
  return answers.flat();
}
