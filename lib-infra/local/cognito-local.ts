import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN_LENGTH } from '../../shared/rules/password-policy';
import { startStandIn, type ManagedProcess } from './child-process';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local';

const POOL_NAME = 'portal-local';
const CLIENT_NAME = 'portal-web';

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/** Runs cognito-local, which answers the Cognito user-pool API and serves the pool's JWKS. */
export async function startCognitoLocal(options: { port: number; dataDir: string; log?: (line: string) => void }): Promise<{
  endpoint: string;
  process: ManagedProcess;
}> {
  // cognito-local reads .cognito/config.json from its working directory. Its default pools take
  // email addresses as usernames; ours, like the AWS pool, take plain usernames (children and
  // students have no email).
  await mkdir(path.join(options.dataDir, '.cognito'), { recursive: true });
  await writeFile(
    path.join(options.dataDir, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] }, TokenConfig: { IssuerDomain: `http://127.0.0.1:${options.port}` } }, null, 2),
  );
  const startScript = path.join(path.dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')), 'lib/bin/start.js');
  return startStandIn({
    name: 'cognito',
    command: process.execPath,
    args: [startScript],
    spawnOptions: { cwd: options.dataDir, env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DEBUG: '' } },
    port: options.port,
    client: localCognitoClient,
    probe: (client) => client.send(new ListUserPoolsCommand({ MaxResults: 1 })),
    log: options.log,
  });
}

/** Finds or creates the user pool and its web client, with the same password policy as lib-infra/auth. */
export async function ensureUserPool(endpoint: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const client = localCognitoClient(endpoint);
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((pool) => pool.Name === POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: POOL_NAME,
          Policies: {
            PasswordPolicy: { MinimumLength: PASSWORD_MIN_LENGTH, RequireNumbers: true, RequireSymbols: true, RequireLowercase: false, RequireUppercase: false },
          },
          MfaConfiguration: 'OPTIONAL',
          UsernameConfiguration: { CaseSensitive: false },
        }),
      );
      userPoolId = created.UserPool?.Id;
    }
    if (!userPoolId) throw new Error('cognito-local did not create the user pool');
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = clients.UserPoolClients?.find((candidate) => candidate.ClientName === CLIENT_NAME)?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      userPoolClientId = created.UserPoolClient?.ClientId;
    }
    if (!userPoolClientId) throw new Error('cognito-local did not create the user pool client');
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}
