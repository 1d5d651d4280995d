import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  AddCustomAttributesCommand,
  CreateUserPoolClientCommand,
  DescribeUserPoolCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  type SchemaAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { SAML_CUSTOM_ATTRIBUTE_NAMES } from '../../shared/rules/federated-sign-in';
import { PASSWORD_MIN_LENGTH } from '../../shared/rules/password-policy';
import { TOKEN_LIFETIMES } from '../auth/token-lifetimes';
import { startStandIn, startSupervised, type SupervisedProcess, type SupervisionOptions } from './child-process';
import { startCognitoFront } from './cognito-front';
import { localCognitoClient, storedPassword } from './cognito-store';
import { freePort } from './ports';

const POOL_NAME = 'portal-local';
/** The custom attributes of lib-infra/auth/user-pool.ts: what a school system asserts beyond names and email. */
const SCHOOL_SIGN_ON_ATTRIBUTES: SchemaAttributeType[] = [
  { Name: SAML_CUSTOM_ATTRIBUTE_NAMES.schoolRole, AttributeDataType: 'String', Mutable: true },
  { Name: SAML_CUSTOM_ATTRIBUTE_NAMES.schoolKey, AttributeDataType: 'String', Mutable: true },
];
const CLIENT_NAME = 'portal-web';
/** The AWS web client's token lifetimes (lib-infra/auth), so local sessions end as they do there. */
const TOKEN_VALIDITY = {
  IdTokenValidity: TOKEN_LIFETIMES.idTokenMinutes,
  AccessTokenValidity: TOKEN_LIFETIMES.accessTokenMinutes,
  RefreshTokenValidity: TOKEN_LIFETIMES.refreshTokenDays,
  TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
} as const;

export interface LocalUserPoolService {
  /** The pool's address for every caller (the front); also its tokens' issuer domain. */
  endpoint: string;
  /** cognito-local itself, kept running by its supervisor. */
  process: SupervisedProcess;
  /**
   * What the hosted sign-in stand-ins need to sign a linked identity in as the user it is linked
   * to, as Cognito does: the link, and that user's password from cognito-local's own store
   * (cognito-local issues tokens only for a password; Cognito, being the store, needs none).
   */
  linkedSignIn: LinkedSignIn;
  stop(): Promise<void>;
}

export interface LinkedSignIn {
  linkedUsername(poolId: string, providerName: string, value: string): string | null;
  storedPassword(poolId: string, username: string): Promise<string | null>;
}

/**
 * Runs cognito-local, which answers the Cognito user-pool API and serves the pool's JWKS, on a
 * port of its own behind the front (cognito-front.ts) that callers use and that fills the gaps
 * where cognito-local differs from Cognito. The front stays up while cognito-local restarts.
 */
export async function startCognitoLocal(options: {
  port: number;
  dataDir: string;
  log?: (line: string) => void;
  supervision: SupervisionOptions;
  /** The post-authentication trigger's work (see startCognitoFront). */
  onSignedIn?: (userId: string) => Promise<void>;
}): Promise<LocalUserPoolService> {
  const endpoint = `http://127.0.0.1:${options.port}`;
  const innerPort = await freePort();
  // cognito-local reads .cognito/config.json from its working directory. Its default pools take
  // email addresses as usernames; ours, like the AWS pool, take plain usernames (children and
  // students have no email). Tokens name the front as issuer: it is the pool's address.
  await mkdir(path.join(options.dataDir, '.cognito'), { recursive: true });
  await writeFile(
    path.join(options.dataDir, '.cognito', 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] }, TokenConfig: { IssuerDomain: endpoint } }, null, 2),
  );
  const startScript = path.join(
    path.dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')),
    'lib/bin/start.js',
  );
  const cognitoLocal = await startSupervised(
    'cognito-local',
    async () =>
      (
        await startStandIn({
          name: 'cognito',
          command: process.execPath,
          args: [startScript],
          spawnOptions: {
            cwd: options.dataDir,
            env: { ...process.env, PORT: String(innerPort), HOST: '127.0.0.1', DEBUG: '' },
          },
          port: innerPort,
          client: localCognitoClient,
          probe: (client) => client.send(new ListUserPoolsCommand({ MaxResults: 1 })),
          log: options.log,
        })
      ).process,
    options.supervision,
  );
  const upstream = `http://127.0.0.1:${innerPort}`;
  try {
    const front = await startCognitoFront({
      port: options.port,
      upstream,
      admin: localCognitoClient(upstream),
      dataDir: options.dataDir,
      onSignedIn: options.onSignedIn,
    });
    return {
      endpoint,
      process: cognitoLocal,
      linkedSignIn: {
        linkedUsername: (poolId, providerName, value) => front.links.linkedUsername(poolId, providerName, value),
        storedPassword: (poolId, username) => storedPassword(options.dataDir, poolId, username),
      },
      async stop() {
        await front.close();
        await cognitoLocal.stop();
      },
    };
  } catch (error) {
    await cognitoLocal.stop();
    throw error;
  }
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
            PasswordPolicy: {
              MinimumLength: PASSWORD_MIN_LENGTH,
              RequireNumbers: true,
              RequireSymbols: true,
              RequireLowercase: false,
              RequireUppercase: false,
            },
          },
          MfaConfiguration: 'OPTIONAL',
          UsernameConfiguration: { CaseSensitive: false },
          Schema: SCHOOL_SIGN_ON_ATTRIBUTES,
        }),
      );
      userPoolId = created.UserPool?.Id;
    }
    if (!userPoolId) throw new Error('cognito-local did not create the user pool');
    // A pool made by an earlier version of the twin gets the custom attributes it lacks.
    const { UserPool: pool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    const missing = SCHOOL_SIGN_ON_ATTRIBUTES.filter(
      (attribute) => !pool?.SchemaAttributes?.some((existing) => existing.Name === `custom:${attribute.Name}`),
    );
    if (missing.length)
      await client.send(new AddCustomAttributesCommand({ UserPoolId: userPoolId, CustomAttributes: missing }));
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = clients.UserPoolClients?.find((candidate) => candidate.ClientName === CLIENT_NAME)?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
          ...TOKEN_VALIDITY,
        }),
      );
      userPoolClientId = created.UserPoolClient?.ClientId;
    } else {
      // A pool made by an earlier version of the twin gets today's token lifetimes.
      await client.send(
        new UpdateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientId: userPoolClientId,
          ClientName: CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
          ...TOKEN_VALIDITY,
        }),
      );
    }
    if (!userPoolClientId) throw new Error('cognito-local did not create the user pool client');
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}
