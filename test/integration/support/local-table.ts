import { randomUUID } from 'node:crypto';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../lib-infra/local/dynamodb-local';
import type { SessionUser } from '../../../shared/schemas/user';
import { aUser } from '../../unit/rules/fixtures';
import { portal } from './portal-client';

/**
 * Points the data layer in this test process at the run's DynamoDB Local, with the same variables
 * bin/local-stack.ts gives the handlers. Call it before the first data-layer call.
 */
export function useLocalTable(): void {
  const stack = portal();
  Object.assign(process.env, {
    STAGE: 'local',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: stack.tableName,
    USER_POOL_ID: stack.userPoolId,
    USER_POOL_CLIENT_ID: stack.userPoolClientId,
    DYNAMODB_ENDPOINT: stack.dynamoDbEndpoint,
  });
}

/** A profile with a fresh id, for tests that write users straight to the table. */
export function profile(fields: Partial<SessionUser> = {}): SessionUser {
  const id = randomUUID();
  return aUser({ id, username: `user-${id.slice(0, 8)}`, email: null, firstName: 'Ada', lastName: 'Lovelace', ...fields });
}
