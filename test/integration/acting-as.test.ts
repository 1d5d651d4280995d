import { beforeAll, describe, expect, it } from 'vitest';
import { ACT_AS_ENDED_ERROR_CODE, ACT_AS_ENDED_MESSAGE } from '../../shared/api/acting-as-header';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { meEndpoints } from '../../shared/api/endpoints/me';
import { samlEndpoints } from '../../shared/api/endpoints/saml';
import { FAMILY_MESSAGES, type ChildRow } from '../../shared/schemas/children';
import { createActingAsGrant, findActingAsGrant } from '../../functions/data/acting-as-grants';
import { auditOfSubject } from '../../functions/data/audit';
import { recordAudit } from '../../functions/domain/core/audit/audit';
import { runActing } from '../../functions/platform/acting-scope';
import { ACTING_NOT_HERE } from '../../functions/http/auth-context';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { uniqueFirstName } from './support/managed-accounts';
import { cognitoCall, portal, signInTokens, type SignInTokens } from './support/portal-client';
import { listOutbox } from '../../functions/adapters/mail/outbox';
import { passwordEndpoints } from '../../shared/api/endpoints/password';

const { startActingAsChild, createChild, deleteChildren, listChildren } = childrenEndpoints;
const { endActingAs } = actingAsEndpoints;
const { getSession } = sessionEndpoints;

type Parent = Awaited<ReturnType<typeof freshAccount>>;

async function newChild(parent: Parent): Promise<ChildRow> {
  return (await callEndpoint(createChild, { body: { firstName: uniqueFirstName() }, as: parent.as })).data.child;
}

async function startActing(parent: Parent, child: ChildRow): Promise<string> {
  const answer = await callEndpoint(startActingAsChild, { params: { childId: child.id }, as: parent.as });
  expect(answer.status).toBe(201);
  return answer.data.grant.secret;
}

/** The sign-in session a token belongs to (Cognito's origin_jti; the twin's pool front sets it as Cognito does). */
function sessionOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  if (typeof claims['origin_jti'] !== 'string') throw new Error('the token names no sign-in session');
  return claims['origin_jti'];
}

const caller = (tokens: SignInTokens) => ({ token: tokens.IdToken, accessToken: tokens.AccessToken });

function expectActingEnded(answer: { status: number; errors: { code?: string; detail: string }[] }): void {
  expect(answer.status).toBe(401);
  expect(answer.errors[0]).toMatchObject({ code: ACT_AS_ENDED_ERROR_CODE, detail: ACT_AS_ENDED_MESSAGE });
}

describe('acting as a child (Login To Child, Switch to Parent Account)', () => {
  let parent: Parent;
  let child: ChildRow;

  beforeAll(async () => {
    useLocalTable();
    parent = await freshAccount('parent');
    child = await newChild(parent);
  });

  it('gives the parent a grant under which every call is the child’s, and the session says who acts', async () => {
    // Act
    const started = await callEndpoint(startActingAsChild, { params: { childId: child.id }, as: parent.as });
    const secret = started.data.grant.secret;
    const session = await callEndpoint(getSession, { as: parent.as, actAs: secret });

    // Assess
    expect(started.status).toBe(201);
    expect(started.data.user.id).toBe(child.id);
    expect(started.data.actingAs).toMatchObject({
      kind: 'parent-as-child',
      actor: { id: parent.user.id, firstName: parent.form.firstName },
    });
    const lifetimeMs = Date.parse(started.data.grant.expiresAt) - Date.parse(started.data.actingAs.since);
    expect(lifetimeMs).toBe(60 * 60 * 1000);
    expect(session.data.user.id).toBe(child.id);
    expect(session.data.actingAs?.actor.id).toBe(parent.user.id);
    expect((await callEndpoint(getSession, { as: parent.as })).data).toMatchObject({
      user: { id: parent.user.id },
      actingAs: null,
    });
    expect(await findActingAsGrant(secret)).toMatchObject({
      actorId: parent.user.id,
      subjectId: child.id,
      endedAt: null,
    });
    const events = await auditOf(parent.user.id, 'act-as.start');
    expect(events.at(-1)).toMatchObject({ subjectIds: [child.id], effectiveUserId: null });
  });

  it('applies the route rules to the child: the parent’s routes are refused while acting', async () => {
    // Prepare
    const secret = await startActing(parent, child);

    // Act
    const answer = await callEndpoint(listChildren, { as: parent.as, actAs: secret });
    const services = await callEndpoint(meEndpoints.listMyUserServices, { as: parent.as, actAs: secret });

    // Assess
    expect(answer.status).toBe(403);
    expect(answer.errors[0]?.detail).toBe(FAMILY_MESSAGES.onlyParents);
    expect(services.status).toBe(200);
  });

  it('ends with Switch to Parent Account: the grant is refused from then on', async () => {
    // Prepare
    const secret = await startActing(parent, child);

    // Act
    const ended = await callEndpoint(endActingAs, { as: parent.as, actAs: secret });
    const after = await callEndpoint(getSession, { as: parent.as, actAs: secret });

    // Assess
    expect(ended.data).toEqual({ ended: true });
    expectActingEnded(after);
    expect((await findActingAsGrant(secret))?.endedAt).not.toBeNull();
    expect((await auditOf(parent.user.id, 'act-as.end')).at(-1)).toMatchObject({ subjectIds: [child.id] });
  });

  it('answers ended: false to a switch back with no grant', async () => {
    // Act
    const answer = await callEndpoint(endActingAs, { as: parent.as });

    // Assess
    expect(answer.data).toEqual({ ended: false });
  });

  it('refuses the grant with another person’s token', async () => {
    // Prepare
    const secret = await startActing(parent, child);

    // Act
    const answer = await callEndpoint(getSession, { as: 'parent', actAs: secret });

    // Assess
    expectActingEnded(answer);
  });

  it('refuses an unknown secret and an expired grant', async () => {
    // Prepare
    const past = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const { secret: expired } = await createActingAsGrant({
      kind: 'parent-as-child',
      actorId: parent.user.id,
      subjectId: child.id,
      sessionId: sessionOf(parent.tokens.IdToken),
      createdAt: past.toISOString(),
      expiresAt: new Date(past.getTime() + 60 * 60 * 1000).toISOString(),
    });

    // Act
    const answers = await Promise.all(
      [expired, 'not-a-grant'].map((actAs) => callEndpoint(getSession, { as: parent.as, actAs })),
    );

    // Assess
    for (const answer of answers) expectActingEnded(answer);
  });

  it('ends the moment the child is no longer the parent’s: a deleted child', async () => {
    // Prepare
    const leaving = await newChild(parent);
    const secret = await startActing(parent, leaving);
    await callEndpoint(deleteChildren, { body: { childIds: [leaving.id] }, as: parent.as });

    // Act
    const answer = await callEndpoint(getSession, { as: parent.as, actAs: secret });

    // Assess
    expectActingEnded(answer);
  });

  it('is only for parents and their own children', async () => {
    // Prepare
    const otherParent = await freshAccount('parent');

    // Act
    const [anotherFamily, asChild, asTeacher] = await Promise.all([
      callEndpoint(startActingAsChild, { params: { childId: child.id }, as: otherParent.as }),
      callEndpoint(startActingAsChild, { params: { childId: child.id }, as: 'child' }),
      callEndpoint(startActingAsChild, { params: { childId: child.id }, as: 'teacher' }),
    ]);

    // Assess
    expect(anotherFamily.status).toBe(404);
    expect(anotherFamily.errors[0]?.detail).toBe(FAMILY_MESSAGES.childNotFound);
    expect([asChild.status, asTeacher.status]).toEqual([403, 403]);
    expect(asChild.errors[0]?.detail).toBe(FAMILY_MESSAGES.onlyParents);
  });

  it('refuses acting on the routes of first-time federated people and on the actor’s own sign-in identity', async () => {
    // Prepare
    const secret = await startActing(parent, child);

    // Act
    const answers = await Promise.all([
      callEndpoint(authEndpoints.getSocialUser, { as: parent.as, actAs: secret }),
      callEndpoint(samlEndpoints.linkSamlAccount, { body: { ticket: 'a-ticket' }, as: parent.as, actAs: secret }),
      callEndpoint(samlEndpoints.unlinkSamlAccount, { params: { samlIdpId: 'mock' }, as: parent.as, actAs: secret }),
    ]);

    // Assess
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.errors[0]?.detail).toBe(ACTING_NOT_HERE);
    }
  });

  it('records what is done while acting as done by the actor on the child’s behalf', async () => {
    // Prepare
    const subjectId = child.id;

    // Act
    const event = await runActing({ actorId: parent.user.id, subjectId }, () =>
      recordAudit({
        actorId: subjectId,
        action: 'passwords.reveal',
        subjectIds: [subjectId],
        schoolId: null,
        detail: { reason: 'family-management' },
      }),
    );

    // Assess
    expect(event).toMatchObject({ actorId: parent.user.id, effectiveUserId: subjectId });
    const trail = await auditOfSubject(subjectId, { limit: 10 });
    expect(trail.items.find((entry) => entry.eventId === event.eventId)).toMatchObject({
      actorId: parent.user.id,
      effectiveUserId: subjectId,
    });
  });

  it('shows the demo parent’s own child through the grant', async () => {
    // Prepare
    const demoChildren = (await callEndpoint(listChildren, { as: 'parent' })).data.children;
    const mia = demoChildren.find((row) => row.username === 'mia-demo');
    const started = await callEndpoint(startActingAsChild, { params: { childId: mia?.id ?? '' }, as: 'parent' });

    // Act
    const services = await callEndpoint(meEndpoints.listMyUserServices, {
      as: 'parent',
      actAs: started.data.grant.secret,
    });

    // Assess
    expect(services.status).toBe(200);
    expect(services.data.userServices.every((access) => access.grantedByChildId === null)).toBe(true);
    expect(services.data.userServices.map((access) => access.serviceId)).toContain('2');
  });
});

describe('a grant ends with the sign-in session that made it', () => {
  let parent: Parent;
  let child: ChildRow;

  beforeAll(async () => {
    useLocalTable();
    parent = await freshAccount('parent');
    child = await newChild(parent);
  });

  async function grantIn(session: SignInTokens): Promise<string> {
    const answer = await callEndpoint(startActingAsChild, { params: { childId: child.id }, as: caller(session) });
    expect(answer.status).toBe(201);
    return answer.data.grant.secret;
  }

  it('is bound to the session: another session’s tokens, or none, cannot use it', async () => {
    // Prepare: the parent signed in twice (two browsers)
    const first = await signInTokens(parent.form.email, parent.form.password);
    const second = await signInTokens(parent.form.email, parent.form.password);
    const secret = await grantIn(first);

    // Act
    const own = await callEndpoint(getSession, { as: caller(first), actAs: secret });
    const otherSession = await callEndpoint(getSession, { as: caller(second), actAs: secret });
    const mixed = await callEndpoint(getSession, {
      as: caller(first),
      actAs: secret,
      actorSession: second.AccessToken,
    });
    const withoutAccessToken = await callEndpoint(getSession, { as: caller(first), actAs: secret, actorSession: null });
    const idTokenAsAccessToken = await callEndpoint(getSession, {
      as: caller(first),
      actAs: secret,
      actorSession: first.IdToken,
    });

    // Assess
    expect(sessionOf(first.IdToken)).not.toBe(sessionOf(second.IdToken));
    expect(own.data.user.id).toBe(child.id);
    for (const refused of [otherSession, mixed, withoutAccessToken, idTokenAsAccessToken]) expectActingEnded(refused);
  });

  it('holds across a token refresh of the same sign-in', async () => {
    // Prepare
    const signedIn = await signInTokens(parent.form.email, parent.form.password);
    const secret = await grantIn(signedIn);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // a later second: a refresh issues new tokens

    // Act
    const refresh = await cognitoCall('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: portal().userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: signedIn.RefreshToken },
    });
    const refreshed = refresh.body['AuthenticationResult'] as SignInTokens;
    const answer = await callEndpoint(getSession, { as: caller(refreshed), actAs: secret });

    // Assess
    expect(refreshed.IdToken).not.toBe(signedIn.IdToken);
    expect(sessionOf(refreshed.IdToken)).toBe(sessionOf(signedIn.IdToken));
    expect(sessionOf(refreshed.AccessToken)).toBe(sessionOf(signedIn.IdToken));
    expect(answer.data.user.id).toBe(child.id);
  });

  it('a global sign-out anywhere refuses every grant of the parent at once, and a fresh sign-in cannot take one up', async () => {
    // Prepare: two sessions with a grant each; the parent signs out everywhere from a third
    const first = await signInTokens(parent.form.email, parent.form.password);
    const second = await signInTokens(parent.form.email, parent.form.password);
    const elsewhere = await signInTokens(parent.form.email, parent.form.password);
    const grants = [await grantIn(first), await grantIn(second)];
    expect((await callEndpoint(getSession, { as: caller(first), actAs: grants[0] })).status).toBe(200);

    // Act
    const signOut = await cognitoCall('GlobalSignOut', { AccessToken: elsewhere.AccessToken });
    const afterSignOut = await Promise.all([
      callEndpoint(getSession, { as: caller(first), actAs: grants[0] }),
      callEndpoint(getSession, { as: caller(second), actAs: grants[1] }),
    ]);
    const startAgain = await callEndpoint(startActingAsChild, { params: { childId: child.id }, as: caller(first) });
    const fresh = await signInTokens(parent.form.email, parent.form.password);
    const reused = await callEndpoint(getSession, { as: caller(fresh), actAs: grants[0] });
    const freshOwn = await callEndpoint(getSession, { as: caller(fresh) });

    // Assess
    expect(signOut.status).toBe(200);
    for (const refused of [...afterSignOut, reused]) expectActingEnded(refused);
    expect(startAgain.status).toBe(401);
    expect(freshOwn.data.user.id).toBe(parent.user.id);
    expect(await grantIn(fresh)).toEqual(expect.any(String));
  });

  it('signing out of that browser (RevokeToken of its refresh token) ends its grant, not another session’s', async () => {
    // Prepare
    const leaving = await signInTokens(parent.form.email, parent.form.password);
    const staying = await signInTokens(parent.form.email, parent.form.password);
    const [leavingGrant, stayingGrant] = [await grantIn(leaving), await grantIn(staying)];

    // Act
    const revoked = await cognitoCall('RevokeToken', {
      Token: leaving.RefreshToken,
      ClientId: portal().userPoolClientId,
    });

    // Assess
    expect(revoked.status).toBe(200);
    expectActingEnded(await callEndpoint(getSession, { as: caller(leaving), actAs: leavingGrant }));
    expect((await callEndpoint(getSession, { as: caller(staying), actAs: stayingGrant })).data.user.id).toBe(child.id);
  });

  it('a password reset, which signs out everywhere, ends the grant', async () => {
    // Prepare
    const signedIn = await signInTokens(parent.form.email, parent.form.password);
    const secret = await grantIn(signedIn);
    await callEndpoint(passwordEndpoints.requestPasswordReset, { body: { username: parent.form.email } });
    const [mail] = (await listOutbox(portal().mailOutboxDir)).filter((sent) => sent.to === parent.form.email);
    const link = new URL(mail?.text.match(/https?:\/\/\S+\/password\/reset\/\S+/)?.[0] ?? '');
    const [, username = '', token = ''] = link.pathname.match(/^\/password\/reset\/([^/]+)\/([^/]+)$/) ?? [];
    const password = 'Another-correct-horse-7!';

    // Act
    const reset = await callEndpoint(passwordEndpoints.resetPassword, {
      body: {
        username: decodeURIComponent(username),
        token: decodeURIComponent(token),
        password,
        passwordConfirmation: password,
      },
    });
    const after = await callEndpoint(getSession, { as: caller(signedIn), actAs: secret });

    // Assess
    expect(reset.status).toBe(200);
    expectActingEnded(after);
    parent.form.password = password;
  });
});
