import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { boundedClientConfig } from '../platform/aws-client-config';
import { tableConfig } from '../platform/config';

let documentClient: DynamoDBDocumentClient | undefined;

/** One client per module instance, created on first use so importing a handler stays cheap. */
export function db(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  const config = tableConfig();
  const client = new DynamoDBClient(boundedClientConfig(config.DYNAMODB_ENDPOINT));
  documentClient = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return documentClient;
}

export function tableName(): string {
  return tableConfig().TABLE_NAME;
}
