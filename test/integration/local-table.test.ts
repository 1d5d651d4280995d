import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableInput, ensureTable, localDynamoDbClient } from '../../lib-infra/local/dynamodb-local';
import { portal } from './support/portal-client';

describe('the local table', () => {
  const legacyTable = `legacy-${randomUUID()}`;
  let client: DynamoDBClient;

  beforeAll(() => {
    client = localDynamoDbClient(portal().dynamoDbEndpoint);
  });
  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: legacyTable })).catch(() => undefined);
    client.destroy();
  });

  it('gets the indexes it lacks when it was made before they were designed, and keeps its items', async () => {
    // Prepare: the table as ensureTable made it when gsi1 was the only index
    const current = createTableInput(legacyTable);
    const gsi1Only = current.GlobalSecondaryIndexes?.filter((index) => index.IndexName === 'gsi1');
    await client.send(
      new CreateTableCommand({
        ...current,
        AttributeDefinitions: current.AttributeDefinitions?.filter((definition) =>
          ['pk', 'sk', 'gsi1pk', 'gsi1sk'].includes(String(definition.AttributeName)),
        ),
        GlobalSecondaryIndexes: gsi1Only,
      }),
    );

    // Act
    await ensureTable(portal().dynamoDbEndpoint, legacyTable);
    await ensureTable(portal().dynamoDbEndpoint, legacyTable);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: legacyTable }));

    // Assess
    const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({
      name: index.IndexName,
      keys: index.KeySchema,
      status: index.IndexStatus,
    }));
    const wanted = (current.GlobalSecondaryIndexes ?? []).map((index) => ({
      name: index.IndexName,
      keys: index.KeySchema,
      status: 'ACTIVE',
    }));
    expect(indexes.sort((a, b) => String(a.name).localeCompare(String(b.name)))).toEqual(wanted);
  });

  it('matches the design in the table the run started with', async () => {
    // Act
    const { Table } = await client.send(new DescribeTableCommand({ TableName: portal().tableName }));

    // Assess
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      createTableInput('x').GlobalSecondaryIndexes?.map((index) => index.IndexName),
    );
  });
});
