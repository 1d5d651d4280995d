import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { boundedClientConfig } from '../platform/aws-client-config';
import { forgetOnReconfigure, tableConfig } from '../platform/config';
import { capacityReportingOn, recordConsumedCapacity } from './consumed-capacity';
import { configuredDynamoDbFaults, injectDynamoDbFaults } from './fault-injection';
import { configuredIndexLag, delayIndexes } from './index-lag';

let documentClient: DynamoDBDocumentClient | undefined;
forgetOnReconfigure(() => {
  documentClient = undefined;
});

/** One client per module instance, created on first use so importing a handler stays cheap. */
export function db(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  const config = tableConfig();
  const client = new DynamoDBClient(boundedClientConfig(config.DYNAMODB_ENDPOINT));
  if (capacityReportingOn()) reportCapacity(client);
  // The twin's throttling and unprocessed batches (fault-injection.ts): DynamoDB Local has neither.
  const faults = config.DYNAMODB_ENDPOINT ? configuredDynamoDbFaults() : null;
  if (faults) injectDynamoDbFaults(client, faults);
  // The twin's eventually consistent indexes (index-lag.ts): DynamoDB Local's are consistent.
  const indexLag = config.DYNAMODB_ENDPOINT ? configuredIndexLag() : null;
  if (indexLag) delayIndexes(client, indexLag);
  documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return documentClient;
}

export function tableName(): string {
  return tableConfig().TABLE_NAME;
}

/** Every command asks for its consumed capacity, and the answer's is recorded (consumed-capacity.ts). */
function reportCapacity(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input['ReturnConsumedCapacity'] ??= 'TOTAL';
      const result = await next(args);
      recordConsumedCapacity(
        context.commandName ?? '',
        (result.output as { ConsumedCapacity?: Parameters<typeof recordConsumedCapacity>[1] }).ConsumedCapacity,
      );
      return result;
    },
    { step: 'initialize', name: 'portalConsumedCapacity' },
  );
}
