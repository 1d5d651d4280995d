import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { db, tableName } from '../../functions/data/client';
import { listSignIns, saveSignIn, signInShard } from '../../functions/data/sign-in-events';
import { loadSessionUser, updateProfile } from '../../functions/data/users';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { uniqueFirstName } from './support/managed-accounts';
import { cognitoCall, portal, registration, signInTokens } from './support/portal-client';
import { useLocalTable } from './support/local-table';

const { register } = authEndpoints;
const { getSession } = sessionEndpoints;
const { createChild, startActingAsChild } = childrenEndpoints;

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

  it('keeps the sign-in before the last: none after the first, the first after the second', async () => {
    // Prepare
    const form = registration();
    const created = await callEndpoint(register, { body: form });
    expect(created.data.user).toMatchObject({ lastSignIn: null, previousSignIn: null });

    // Act
    const first = await signInTokens(form.email, form.password);
    const afterFirst = await callEndpoint(getSession, { as: { token: first.IdToken } });
    const second = await signInTokens(form.email, form.password);
    const afterSecond = await callEndpoint(getSession, { as: { token: second.IdToken } });
    const third = await signInTokens(form.email, form.password);
    const afterThird = await callEndpoint(getSession, { as: { token: third.IdToken } });

    // Assess
    expect(afterFirst.data.user).toMatchObject({ numSignIns: 1, previousSignIn: null });
    expect(afterFirst.data.user.lastSignIn).not.toBeNull();
    expect(afterSecond.data.user.previousSignIn).toBe(afterFirst.data.user.lastSignIn);
    expect(afterSecond.data.user.lastSignIn).not.toBe(afterFirst.data.user.lastSignIn);
    expect(afterThird.data.user.previousSignIn).toBe(afterSecond.data.user.lastSignIn);
    const events = await listSignIns(created.data.user.id);
    expect(events.items.map((event) => event.at)).toEqual([
      afterThird.data.user.lastSignIn,
      afterSecond.data.user.lastSignIn,
      afterFirst.data.user.lastSignIn,
    ]);
  });

  it('leaves a profile of before unknown until its next sign-in, which keeps the one before', async () => {
    // Prepare: a profile whose last sign-in was recorded before the previous one was kept.
    const account = await freshAccount();
    const id = account.user.id;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `USER#${id}`, sk: 'PROFILE' },
        UpdateExpression: 'REMOVE previousSignIn',
      }),
    );
    const before = await loadSessionUser(id);
    expect(before?.previousSignIn).toBeUndefined();

    // Act
    await saveSignIn(id, new Date().toISOString());

    // Assess
    const after = await loadSessionUser(id);
    expect(after?.previousSignIn).toBe(before?.lastSignIn);
    expect(after?.numSignIns).toBe((before?.numSignIns ?? 0) + 1);
  });

  it('does not count acting as someone as their sign-in, nor as the actor’s', async () => {
    // Prepare
    const parent = await freshAccount('parent');
    const child = (await callEndpoint(createChild, { body: { firstName: uniqueFirstName() }, as: parent.as })).data
      .child;
    await updateProfile(child.id, { lastSignIn: '2026-01-05T08:00:00.000Z', previousSignIn: null, numSignIns: 1 });
    const parentBefore = await loadSessionUser(parent.user.id);
    const childBefore = await loadSessionUser(child.id);

    // Act
    const started = await callEndpoint(startActingAsChild, { params: { childId: child.id }, as: parent.as });
    const acting = await callEndpoint(getSession, { as: parent.as, actAs: started.data.grant.secret });

    // Assess
    expect(started.status).toBe(201);
    expect(acting.data.user).toMatchObject({
      id: child.id,
      lastSignIn: '2026-01-05T08:00:00.000Z',
      previousSignIn: null,
      numSignIns: 1,
    });
    expect(await loadSessionUser(child.id)).toEqual(childBefore);
    expect(await loadSessionUser(parent.user.id)).toEqual(parentBefore);
    expect((await listSignIns(child.id)).items).toHaveLength(0);
  });
});
