import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local';

/** What the twin's Cognito pieces share: a client of the local pool, and cognito-local's own store. */

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/** cognito-local keeps each pool in `.cognito/db/<pool id>.json`, users by their exact username. */
export async function storedPassword(dataDir: string, poolId: string, username: string): Promise<string | null> {
  try {
    const store = JSON.parse(await readFile(path.join(dataDir, '.cognito', 'db', `${poolId}.json`), 'utf8')) as {
      Users?: Record<string, { Password?: string }>;
    };
    const users = store.Users ?? {};
    const key = Object.keys(users).find((candidate) => candidate.toLowerCase() === username.toLowerCase());
    return (key && users[key]?.Password) || null;
  } catch {
    return null;
  }
}
