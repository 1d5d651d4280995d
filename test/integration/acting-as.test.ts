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
import { recordAudit } from '../../functions/domain/audit/audit';
import { runActing } from '../../functions/platform/acting-scope';
import { ACTING_NOT_HERE } from '../../functions/http/auth-context';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint, tokenOf } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { uniqueFirstName } from './support/managed-accounts';

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
      as: { token: await tokenOf('parent') },
      actAs: started.data.grant.secret,
    });

    // Assess
    expect(services.status).toBe(200);
    expect(services.data.userServices.every((access) => access.grantedByChildId === null)).toBe(true);
    expect(services.data.userServices.map((access) => access.serviceId)).toContain('2');
  });
});
