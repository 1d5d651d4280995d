import { ensureTable, startDynamoDbLocal } from '../../../lib-infra/local/dynamodb-local';
import { freePort } from '../../../lib-infra/local/ports';
import { reconfigure } from '../../../functions/platform/config';
import { useLocalTable } from './local-table';

/**
 * A DynamoDB Local of the test file's own, in memory, with the single table as the twin makes it,
 * and the data layer of this test process pointed at it. For tests that write tens of thousands of
 * items: the run's shared DynamoDB Local keeps its data on disk, where SQLite's writes take about
 * 25 ms an item on a busy two-core machine; in memory they take well under one. Same server, same
 * limits (400 KB items, 100-item transactions, 1 MB pages, 16 MB batch answers).
 */
export async function useMemoryTable(): Promise<{ stop(): Promise<void> }> {
  useLocalTable();
  const { endpoint, process } = await startDynamoDbLocal({ port: await freePort(), dataDir: null });
  const tableName = `memory-${Date.now()}`;
  await ensureTable(endpoint, tableName);
  Object.assign(globalThis.process.env, { DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: tableName });
  reconfigure();
  return {
    async stop() {
      await process.stop();
    },
  };
}
