import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  ListUserPoolsCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { BROWSER_COGNITO_ACTIONS } from '../../lib-infra/local/cognito-proxy';
import { localCognitoClient } from '../../lib-infra/local/cognito-store';
import { portal, signIn } from './support/portal-client';

interface CognitoAnswer {
  status: number;
  errorType: string | null;
  body: { __type?: string; message?: string; [field: string]: unknown };
}

/** A call of the user-pool API through the gateway's /cognito, as Amplify makes it. */
async function callCognito(target: string | null, body: unknown = {}): Promise<CognitoAnswer> {
  const response = await fetch(`${portal().url}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', ...(target ? { 'x-amz-target': target } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    body: text ? (JSON.parse(text) as CognitoAnswer['body']) : {},
  };
}

const action = (name: string) => `AWSCognitoIdentityProviderService.${name}`;

describe('the /cognito proxy to cognito-local', () => {
  let cognito: CognitoIdentityProviderClient;
  const intruder = `intruder-${randomUUID().slice(0, 8)}`;

  beforeAll(() => {
    cognito = localCognitoClient(portal().cognitoEndpoint);
  });
  afterAll(() => cognito.destroy());

  it.each([
    [
      'AdminCreateUser',
      () => ({
        UserPoolId: portal().userPoolId,
        Username: intruder,
        TemporaryPassword: 'Intruder-password-1!',
        MessageAction: 'SUPPRESS',
      }),
    ],
    [
      'AdminSetUserPassword',
      () => ({
        UserPoolId: portal().userPoolId,
        Username: DEMO_ACCOUNTS.parent.username,
        Password: 'Taken-over-password-1!',
        Permanent: true,
      }),
    ],
    ['AdminDeleteUser', () => ({ UserPoolId: portal().userPoolId, Username: DEMO_ACCOUNTS.teacher.username })],
    [
      'AdminInitiateAuth',
      () => ({
        UserPoolId: portal().userPoolId,
        ClientId: portal().userPoolClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: DEMO_ACCOUNTS.staff.username, PASSWORD: DEMO_PASSWORD },
      }),
    ],
    ['ListUsers', () => ({ UserPoolId: portal().userPoolId })],
    ['ListUserPools', () => ({ MaxResults: 60 })],
    ['CreateUserPool', () => ({ PoolName: 'intruder-pool' })],
    ['DescribeUserPoolClient', () => ({ UserPoolId: portal().userPoolId, ClientId: portal().userPoolClientId })],
    ['SignUp', () => ({ ClientId: portal().userPoolClientId, Username: intruder, Password: 'Intruder-password-1!' })],
  ])('refuses %s as Cognito refuses a call without permission, and never passes it on', async (name, body) => {
    // Prepare
    const poolsBefore = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));

    // Act
    const answer = await callCognito(action(name), body());

    // Assess
    expect(answer).toEqual({
      status: 400,
      errorType: 'AccessDeniedException',
      body: {
        __type: 'AccessDeniedException',
        message: expect.stringContaining(`${name} is not a call the browser makes`) as string,
      },
    });
    await expect(
      cognito.send(new AdminGetUserCommand({ UserPoolId: portal().userPoolId, Username: intruder })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    await expect(signIn(DEMO_ACCOUNTS.parent.username, DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(signIn(DEMO_ACCOUNTS.teacher.username, DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
    expect((await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools).toHaveLength(
      poolsBefore.UserPools?.length ?? 0,
    );
  });

  it.each([
    ['without X-Amz-Target', null],
    ['naming another service', 'DynamoDB_20120810.ListTables'],
    ['naming no known action', action('Nothing')],
  ])('refuses a call %s', async (_case, target) => {
    // Act
    const answer = await callCognito(target);

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body.__type).toBe('AccessDeniedException');
  });

  it.each([
    ['the JSON Web Key Set', () => `/cognito/${portal().userPoolId}/.well-known/jwks.json`],
    ['the OpenID configuration', () => `/cognito/${portal().userPoolId}/.well-known/openid-configuration`],
    ['the health check', () => '/cognito/health'],
    ['the API root', () => '/cognito/'],
  ])("serves none of cognito-local's other addresses: %s", async (_case, address) => {
    // Act
    const response = await fetch(`${portal().url}${address()}`);

    // Assess
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it("passes the browser's calls: sign-in, then the signed-in user", async () => {
    // Act
    const signedIn = await callCognito(action('InitiateAuth'), {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: portal().userPoolClientId,
      AuthParameters: { USERNAME: DEMO_ACCOUNTS.personal.username, PASSWORD: DEMO_PASSWORD },
    });
    const accessToken = (signedIn.body['AuthenticationResult'] as { AccessToken?: string } | undefined)?.AccessToken;
    const user = await callCognito(action('GetUser'), { AccessToken: accessToken });

    // Assess
    expect(signedIn.status).toBe(200);
    expect(user).toMatchObject({ status: 200, body: { Username: DEMO_ACCOUNTS.personal.username } });
  });

  it.each([...BROWSER_COGNITO_ACTIONS])('passes %s on to cognito-local', async (name) => {
    // Act
    const answer = await callCognito(action(name), {});

    // Assess
    expect(answer.body.__type).not.toBe('AccessDeniedException');
    expect(answer.errorType).not.toBe('AccessDeniedException');
  });
});
