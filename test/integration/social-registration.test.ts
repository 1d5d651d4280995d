import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/data/client';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { NOT_A_SOCIAL_SIGN_IN } from '../../shared/schemas/social-registration';
import { ALREADY_REGISTERED_MESSAGE } from '../../functions/platform/auth-context';
import { callEndpoint } from './support/call-endpoint';
import { federatedSignIn, newIdentity } from './support/hosted-sign-in';
import { useLocalTable } from './support/local-table';
import { registration, signInTokens } from './support/portal-client';

const { getSocialUser, register } = authEndpoints;

describe('GET /api/auth/social-user', () => {
  beforeAll(() => useLocalTable());

  it('answers who Google says a first-time person is', async () => {
    // Prepare
    const identity = newIdentity('social');
    const { idToken } = await federatedSignIn(identity, 'Google');
    // Act
    const answer = await callEndpoint(getSocialUser, { as: { token: idToken } });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.socialUser).toEqual({ provider: 'Google', socialId: identity.user_id, socialEmail: identity.email, firstName: 'Sam', lastName: 'Rivers', title: null });
  });

  it('answers null for what Facebook did not supply', async () => {
    const identity = { user_id: newIdentity().user_id };
    const { idToken } = await federatedSignIn(identity, 'Facebook');
    const answer = await callEndpoint(getSocialUser, { as: { token: idToken } });
    expect(answer.data.socialUser).toEqual({ provider: 'Facebook', socialId: identity.user_id, socialEmail: null, firstName: null, lastName: null, title: null });
  });

  it('refuses a caller who already has a profile', async () => {
    const answer = await callEndpoint(getSocialUser, { as: 'parent' });
    expect(answer.status).toBe(403);
    expect(answer.errors[0]?.detail).toBe(ALREADY_REGISTERED_MESSAGE);
  });

  it('refuses an anonymous caller', async () => {
    expect((await callEndpoint(getSocialUser, { as: null })).status).toBe(401);
  });

  it('answers 404 for a pool user without a social identity and no profile', async () => {
    // Prepare: a password account whose profile is gone (deleted from the table, its pool user kept).
    const form = registration();
    await callEndpoint(register, { body: form });
    const tokens = await signInTokens(form.email, form.password);
    const sub = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: `USER#${sub}`, sk: 'PROFILE' } }));
    // Act
    const answer = await callEndpoint(getSocialUser, { as: { token: tokens.IdToken } });
    // Assess
    expect(answer.status).toBe(404);
    expect(answer.errors[0]?.detail).toBe(NOT_A_SOCIAL_SIGN_IN);
  });
});
