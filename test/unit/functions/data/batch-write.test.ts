import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BatchWriteModule from '../../../../functions/data/batch-write';
import { isTransientError } from '../../../../functions/platform/transient-error';

const documents = mockClient(DynamoDBDocumentClient);
const TABLE = 'portal-test';
const put = (id: string) => ({ PutRequest: { Item: { pk: `AUDIT#${id}`, sk: 'EVENT' } } });

let batches: typeof BatchWriteModule;

describe("a batch's unprocessed remainder (the audit's and every other batch write)", () => {
  beforeAll(async () => {
    vi.stubEnv('TABLE_NAME', TABLE);
    batches = await import('../../../../functions/data/batch-write');
  });

  beforeEach(() => documents.reset());

  it('is sent again, alone, after a growing pause with jitter, until DynamoDB takes it all', async () => {
    // Prepare: a throttled table takes one item of three, then one more, then the last.
    const requests = [put('a'), put('b'), put('c')];
    documents
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { [TABLE]: [put('b'), put('c')] } })
      .resolvesOnce({ UnprocessedItems: { [TABLE]: [put('c')] } })
      .resolvesOnce({ UnprocessedItems: {} });
    const pauses: number[] = [];

    // Act
    await batches.sendBatchWrite(requests, { sleep: async (ms) => void pauses.push(ms), random: () => 1 });

    // Assess
    const sent = documents.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems?.[TABLE]);
    expect(sent).toEqual([requests, [put('b'), put('c')], [put('c')]]);
    expect(pauses).toEqual([batches.BATCH_RETRY.baseMs, batches.BATCH_RETRY.baseMs * 2]);
  });

  it('fails loudly after its last try, saying how much was not written, as a failure worth retrying later', async () => {
    // Prepare: a table that never takes the second item.
    documents.on(BatchWriteCommand).callsFake(() => ({ UnprocessedItems: { [TABLE]: [put('b')] } }));
    const pauses: number[] = [];

    // Act
    const failure = await batches
      .sendBatchWrite([put('a'), put('b')], { sleep: async (ms) => void pauses.push(ms), random: () => 1 })
      .catch((error: unknown) => error);

    // Assess
    expect(failure).toBeInstanceOf(batches.UnprocessedBatchError);
    expect((failure as Error).message).toBe(
      `DynamoDB left 1 of 2 batch requests unprocessed after ${batches.BATCH_RETRY.attempts} tries`,
    );
    expect(isTransientError(failure)).toBe(true);
    expect(documents.commandCalls(BatchWriteCommand)).toHaveLength(batches.BATCH_RETRY.attempts);
    expect(pauses).toHaveLength(batches.BATCH_RETRY.attempts - 1);
    expect(Math.max(...pauses)).toBe(batches.BATCH_RETRY.capMs);
  });

  it('waits a random share of the doubling pause, never more than its cap', () => {
    expect(batches.batchRetryDelay(1, () => 0)).toBe(0);
    expect(batches.batchRetryDelay(3, () => 0.5)).toBe(batches.BATCH_RETRY.baseMs * 2);
    expect(batches.batchRetryDelay(30, () => 1)).toBe(batches.BATCH_RETRY.capMs);
  });

  it('reads the keys a BatchGetItem left unprocessed again, and gives up as loudly', async () => {
    const first = { pk: 'USER#1', sk: 'PROFILE' };
    const second = { pk: 'USER#2', sk: 'PROFILE' };
    const keys = [first, second];
    documents
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { [TABLE]: [{ ...first }] }, UnprocessedKeys: { [TABLE]: { Keys: [second] } } })
      .resolvesOnce({ Responses: { [TABLE]: [{ ...second }] } });

    const items = await batches.sendBatchGet(keys, { sleep: async () => {} });

    expect(items).toEqual(keys);
    documents.reset();
    documents.on(BatchGetCommand).callsFake(() => ({ Responses: {}, UnprocessedKeys: { [TABLE]: { Keys: keys } } }));
    await expect(batches.sendBatchGet(keys, { sleep: async () => {} })).rejects.toBeInstanceOf(
      batches.UnprocessedBatchError,
    );
  });
});
