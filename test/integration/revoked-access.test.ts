import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { ACCOUNT_REVOKED_MESSAGES } from '../../shared/schemas/user';
import { cognitoSignInDirectory } from '../../functions/adapters/sign-in-directory/cognito';
import { childLinks, linkChild, listChildIds } from '../../functions/data/child-links';
import { db, tableName } from '../../functions/data/client';
import { listSchoolMembers, updateProfile, userProfiles } from '../../functions/data/users';
import { createAccount } from '../../functions/domain/core/accounts/accounts';
import { restoreAccess, revokeAccess } from '../../functions/domain/core/accounts/account-access';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { cognitoCall, portal, signInTokens, VALID_PASSWORD } from './support/portal-client';

const deps = { directory: cognitoSignInDirectory };

/** A fresh account of the given kind, made the way the API makes accounts (user pool and profile). */
async function anAccount(
  profile: { homeRole?: 'parent' | 'child'; parentId?: string; schoolId?: string; schoolRole?: 'student' } = {},
) {
  const username = `revoke-${randomUUID().slice(0, 8)}`;
  const user = await createAccount(
    {
      username,
      email: null,
      password: VALID_PASSWORD,
      profile: {
        title: null,
        firstName: 'Rae',
        lastName: `Voke-${username}`,
        countryId: 'AU',
        homeRole: profile.homeRole ?? null,
        schoolRole: profile.schoolRole ?? null,
        isSchoolAdmin: false,
        schoolId: profile.schoolId ?? null,
        parentId: profile.parentId ?? null,
        staffRoles: [],
      },
    },
    { directory: cognitoSignInDirectory, clock: () => new Date() },
  );
  return { user, tokens: await signInTokens(username, VALID_PASSWORD) };
}

function sessionWith(idToken: string) {
  return callEndpoint(sessionEndpoints.getSession, { as: { token: idToken } });
}

function refreshWith(refreshToken: string) {
  return cognitoCall('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: portal().userPoolClientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
}

/** How Amplify 6 refreshes a session. */
function amplifyRefreshWith(refreshToken: string) {
  return cognitoCall('GetTokensFromRefreshToken', { ClientId: portal().userPoolClientId, RefreshToken: refreshToken });
}

function passwordSignIn(username: string) {
  return cognitoCall('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: portal().userPoolClientId,
    AuthParameters: { USERNAME: username, PASSWORD: VALID_PASSWORD },
  });
}

describe('revoked access ends at once', () => {
  beforeAll(() => useLocalTable());

  it("refuses a disabled account's unexpired token on the next call, its refresh token and its sign-in", async () => {
    // Prepare
    const { user, tokens } = await anAccount();
    expect((await sessionWith(tokens.IdToken)).status).toBe(200);

    // Act
    await revokeAccess(user.id, 'disabled', deps);

    // Assess
    const next = await sessionWith(tokens.IdToken);
    expect(next.status).toBe(401);
    expect(next.errors[0]).toMatchObject({ code: 'account-disabled', detail: ACCOUNT_REVOKED_MESSAGES.disabled });
    expect((await refreshWith(tokens.RefreshToken)).body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect((await amplifyRefreshWith(tokens.RefreshToken)).body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect((await cognitoCall('GetUser', { AccessToken: tokens.AccessToken })).body).toMatchObject({
      __type: 'NotAuthorizedException',
    });
    expect((await passwordSignIn(user.username)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    expect((await userProfiles.get({ id: user.id }))?.status).toBe('disabled');
  });

  it('lets a restored account sign in again and use the API', async () => {
    // Prepare
    const { user } = await anAccount();
    await revokeAccess(user.id, 'disabled', deps);

    // Act
    await restoreAccess(user.id, deps);

    // Assess
    const tokens = await signInTokens(user.username, VALID_PASSWORD);
    expect((await sessionWith(tokens.IdToken)).status).toBe(200);
    expect((await refreshWith(tokens.RefreshToken)).status).toBe(200);
    const refreshed = await amplifyRefreshWith(tokens.RefreshToken);
    const newIdToken = (refreshed.body['AuthenticationResult'] as { IdToken: string }).IdToken;
    expect((await sessionWith(newIdToken)).status).toBe(200);
  });

  it("deletes a child with its parent's link in one change, and the child's token stops working", async () => {
    // Prepare
    const parent = await anAccount({ homeRole: 'parent' });
    const child = await anAccount({ homeRole: 'child', parentId: parent.user.id });
    await linkChild(parent.user.id, child.user.id);

    // Act
    await revokeAccess(child.user.id, 'deleted', deps, [
      { Delete: childLinks.removeRequest({ parentId: parent.user.id, childId: child.user.id }) },
    ]);

    // Assess
    const next = await sessionWith(child.tokens.IdToken);
    expect(next.status).toBe(401);
    expect(next.errors[0]).toMatchObject({ code: 'account-deleted', detail: ACCOUNT_REVOKED_MESSAGES.deleted });
    expect((await listChildIds(parent.user.id, { limit: 10 })).items).toEqual([]);
    expect((await passwordSignIn(child.user.username)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await sessionWith(parent.tokens.IdToken)).status).toBe(200);
  });

  it("takes a deleted student out of the school's lists", async () => {
    // Prepare
    const schoolId = randomUUID();
    const student = await anAccount({ schoolId, schoolRole: 'student' });

    // Act
    await revokeAccess(student.user.id, 'deleted', deps);

    // Assess
    expect((await listSchoolMembers(schoolId, 'student', { limit: 10 })).items).toEqual([]);
    await expect(restoreAccess(student.user.id, deps)).rejects.toThrow('The account could not be found.');
  });

  it('changes nothing when the change it belongs to fails, and finishes on a retry', async () => {
    // Prepare: the parent's link is not there, so the transaction's delete condition fails.
    const parent = await anAccount({ homeRole: 'parent' });
    const child = await anAccount({ homeRole: 'child', parentId: parent.user.id });
    const linkMustExist = { expression: 'attribute_exists(#pk)', names: { '#pk': 'pk' } };
    const deleteLink = [
      { Delete: childLinks.removeRequest({ parentId: parent.user.id, childId: child.user.id }, linkMustExist) },
    ];

    // Act
    const failed = await revokeAccess(child.user.id, 'deleted', deps, deleteLink).catch((error: unknown) => error);

    // Assess: still active everywhere
    expect(failed).toBeInstanceOf(Error);
    expect((await userProfiles.get({ id: child.user.id }))?.status).toBe('active');
    expect((await sessionWith(child.tokens.IdToken)).status).toBe(200);
    expect((await refreshWith(child.tokens.RefreshToken)).status).toBe(200);

    // Act: the link is made, and the same call again finishes the job; once more changes nothing.
    await linkChild(parent.user.id, child.user.id);
    await revokeAccess(child.user.id, 'deleted', deps, deleteLink);
    await revokeAccess(child.user.id, 'deleted', deps);

    // Assess
    expect((await sessionWith(child.tokens.IdToken)).status).toBe(401);
  });

  it("ends a user's own sessions everywhere when they sign out globally, as Cognito does", async () => {
    // Prepare
    const { tokens } = await anAccount();

    // Act
    const signOut = await cognitoCall('GlobalSignOut', { AccessToken: tokens.AccessToken });

    // Assess
    expect(signOut.status).toBe(200);
    expect((await refreshWith(tokens.RefreshToken)).body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('reads a profile stored before accounts had a status as active, and can still change and disable it', async () => {
    // Prepare: the item as an earlier version wrote it, without a status
    const { user } = await anAccount({ schoolId: randomUUID(), schoolRole: 'student' });
    const { status: _status, ...legacyItem } = userProfiles.toItem(user);
    await db().send(new PutCommand({ TableName: tableName(), Item: legacyItem }));

    // Act
    const renamed = await updateProfile(user.id, { lastName: 'Renamed' });
    await revokeAccess(user.id, 'disabled', deps);

    // Assess
    expect(renamed.status).toBe('active');
    expect((await userProfiles.get({ id: user.id }))?.status).toBe('disabled');
  });
});
