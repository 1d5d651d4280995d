import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { db, tableName } from '../../functions/data/client';
import { listSignIns, signInShard } from '../../functions/data/sign-in-events';
import { callEndpoint } from './support/call-endpoint';
import { cognitoCall, portal, registration, signInTokens } from './support/portal-client';
import { useLocalTable } from './support/local-table';

const { register } = authEndpoints;
const { getSession } = sessionEndpoints;

describe('sign-in history', () => {
  beforeAll(() => useLocalTable());

  it('counts every sign-in on the profile and records an event in the user and day partitions', async () => {
    // Prepare
    const form = registration();
    const created = await callEndpoint(register, { body: form });
    expect(created.data.user).toMatchObject({ numSignIns: 0, lastSignIn: null });
    const before = Date.now();

    // Act
    await signInTokens(form.email, form.password);
    const tokens = await signInTokens(form.email, form.password);

    // Assess
    const session = await callEndpoint(getSession, { as: { token: tokens.IdToken } });
    expect(session.data.user.numSignIns).toBe(2);
    expect(Date.parse(session.data.user.lastSignIn ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const events = await listSignIns(created.data.user.id);
    expect(events.items).toHaveLength(2);
    expect(events.items[0]?.at).toBe(session.data.user.lastSignIn);
    const stored = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: { pk: `USER#${created.data.user.id}`, sk: `SIGNIN#${events.items[0]?.at}` },
      }),
    );
    expect(stored.Item).toMatchObject({
      entity: 'sign-in-event',
      gsi2pk: `SIGNINDAY#${events.items[0]?.at.slice(0, 10)}#${signInShard(created.data.user.id)}`,
      gsi2sk: `${events.items[0]?.at}#${created.data.user.id}`,
    });
    // Kept 400 days from the sign-in, then DynamoDB's TTL deletes it (docs/privacy.md).
    expect(stored.Item?.['ttl']).toBe(Math.ceil(Date.parse(events.items[0]?.at ?? '') / 1000) + 400 * 86_400);
  });

  it('does not count a token refresh, nor a refused sign-in', async () => {
    // Prepare
    const form = registration();
    const created = await callEndpoint(register, { body: form });
    const tokens = await signInTokens(form.email, form.password);

    // Act
    const refreshed = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId: portal().userPoolClientId,
      RefreshToken: tokens.RefreshToken,
    });
    const refused = await cognitoCall('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: portal().userPoolClientId,
      AuthParameters: { USERNAME: form.email, PASSWORD: 'Wrong-password-42!' },
    });

    // Assess
    expect(refreshed.status).toBe(200);
    expect(refused.status).toBe(400);
    const session = await callEndpoint(getSession, { as: { token: tokens.IdToken } });
    expect(session.data.user.numSignIns).toBe(1);
    expect((await listSignIns(created.data.user.id)).items).toHaveLength(1);
  });
});
