import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
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

/**
 * What DynamoDB Local enforces of DynamoDB's limits by itself (docs/internals.md 'What the twin
 * stands in for'): the code meets them in the twin before it meets them in AWS.
 */
describe("DynamoDB's limits in DynamoDB Local", () => {
  const limitsTable = `limits-${randomUUID()}`;
  let client: DynamoDBClient;
  const put = (sk: string, size: number) =>
    client.send(
      new PutItemCommand({
        TableName: limitsTable,
        Item: { pk: { S: 'P' }, sk: { S: sk }, v: { S: 'x'.repeat(size) } },
      }),
    );

  beforeAll(async () => {
    client = localDynamoDbClient(portal().dynamoDbEndpoint);
    await ensureTable(portal().dynamoDbEndpoint, limitsTable);
  });
  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: limitsTable })).catch(() => undefined);
    client.destroy();
  });

  it('refuses an item over 400 KB', async () => {
    // Act
    const within = await put('within', 400_000).then(() => 'written');
    const over = await put('over', 400 * 1024).catch((error: Error) => error.message);

    // Assess
    expect(within).toBe('written');
    expect(over).toBe('Item size has exceeded the maximum allowed size');
  });

  it('refuses a transaction of more than 100 items', async () => {
    // Prepare
    const items = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        Put: { TableName: limitsTable, Item: { pk: { S: 'TX' }, sk: { S: String(index) } } },
      }));

    // Act
    const hundred = await client
      .send(new TransactWriteItemsCommand({ TransactItems: items(100) }))
      .then(() => 'written');
    const more = await client
      .send(new TransactWriteItemsCommand({ TransactItems: items(101) }))
      .catch((error: Error) => error.name);

    // Assess
    expect(hundred).toBe('written');
    expect(more).toBe('ValidationException');
  });

  it('ends a page of a Query at 1 MB', async () => {
    // Prepare: 1.2 MB in one partition
    for (let index = 0; index < 12; index += 1) await put(`PAGE#${String(index).padStart(2, '0')}`, 100_000);

    // Act
    const page = await client.send(
      new QueryCommand({
        TableName: limitsTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :page)',
        ExpressionAttributeValues: { ':pk': { S: 'P' }, ':page': { S: 'PAGE#' } },
      }),
    );

    // Assess
    expect(page.Items?.length).toBeLessThan(12);
    expect(page.LastEvaluatedKey).toBeDefined();
  });
});
