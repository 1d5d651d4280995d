import { beforeAll, describe, expect, inject, it } from 'vitest';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { appLaunchEndpoints } from '../../shared/api/endpoints/app-launch';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { meServicesEndpoints } from '../../shared/api/endpoints/me-services';
import { APP_LAUNCH_MESSAGES, DEFAULT_SIGN_ON_ATTRIBUTES } from '../../shared/schemas/app-launch';
import { APP_SHARING_MESSAGES } from '../../shared/schemas/app-sharing';
import { FAMILY_MESSAGES } from '../../shared/schemas/children';
import { appLaunchEvents } from '../../functions/data/app-launches';
import { userPartition } from '../../functions/data/users';
import { demoAppSp, verifiedProfile } from '../support/saml/demo-app-sp';
import { auditOf } from './support/audit';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';

const { listChildAppSharing, setChildAppSharing, createChild, startActingAsChild } = childrenEndpoints;
const { createLaunchTicket } = appLaunchEndpoints;
/** World Atlas: free, integrated, registered with the default attributes (bin/seed/app-launch.ts). */
const WORLD_ATLAS = '5';
const MATHS_QUEST = '2';

type Caller = Awaited<ReturnType<typeof freshAccount>>['as'];

/** A new family: a parent and one child (fresh, so these tests change no one else's choices). */
async function freshFamily() {
  const parent = await freshAccount('parent');
  const created = await callEndpoint(createChild, { body: { firstName: 'Ivy' }, as: parent.as });
  expect(created.status).toBe(201);
  return { parent, child: created.data.child };
}

/** The sign-on page's SAMLResponse (its form field). */
function samlResponseOf(html: string): string {
  const value = /name="SAMLResponse" value="([^"]+)"/.exec(html)?.[1];
  if (!value) throw new Error(`not a sign-on page: ${html.slice(0, 200)}`);
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The parent, acting as the child (Login To Child), opens World Atlas: the app's verified profile. */
async function launchAsChild(parent: Caller, childId: string) {
  const started = await callEndpoint(startActingAsChild, { params: { childId }, as: parent });
  expect(started.status).toBe(201);
  const actAs = started.data.grant.secret;
  try {
    const ticket = await callEndpoint(createLaunchTicket, {
      as: parent,
      actAs,
      body: { serviceId: WORLD_ATLAS, relayState: null },
    });
    if (ticket.status !== 201) return { refused: ticket };
    const page = await fetch(`${portal().url}/api/saml2/idp/launch`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket: ticket.data.ticket }).toString(),
    });
    expect(page.status).toBe(200);
    const profile = await verifiedProfile(demoAppSp(portal().url, 'world-atlas'), samlResponseOf(await page.text()));
    return { profile };
  } finally {
    await callEndpoint(actingAsEndpoints.endActingAs, { as: parent, actAs });
  }
}

/** The child's newest launch record of World Atlas. */
async function lastLaunch(childId: string) {
  const launches = await appLaunchEvents.queryAll({ partition: userPartition(childId), sortKeyPrefix: 'LAUNCHED#' });
  return launches.filter((launch) => launch.serviceId === WORLD_ATLAS).at(-1);
}

describe('per-app sharing a parent controls', () => {
  beforeAll(() => useLocalTable());

  it('lists each app the child can open with what it receives now, the default choice and not blocked', async () => {
    // Act: the demo parent's Mia holds Maths Quest; World Atlas is free.
    const answer = await callEndpoint(listChildAppSharing, {
      params: { childId: inject('demo').userIds.child },
      as: 'parent',
    });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.data.childFirstName).toBe('Mia');
    const mathsQuest = answer.data.apps.find((app) => app.serviceId === MATHS_QUEST);
    expect(mathsQuest).toMatchObject({ serviceName: 'Maths Quest', blocked: false });
    expect(mathsQuest?.registeredAttributes).toEqual([...DEFAULT_SIGN_ON_ATTRIBUTES]);
    expect(answer.data.apps.map((app) => app.serviceId)).toContain(WORLD_ATLAS);
    // Apps Mia cannot open (Reading Rockets: no access; Coming Soon; not integrated) are not listed.
    expect(answer.data.apps.map((app) => app.serviceId)).not.toContain('1');
    expect(answer.data.apps.map((app) => app.serviceId)).not.toContain('6');
    expect(answer.data.apps.map((app) => app.serviceId)).not.toContain('7');
  });

  it("'first name only': the next launch's signed SAML response holds firstName, not lastInitial nor username; the launch record follows; audited", async () => {
    // Prepare
    const { parent, child } = await freshFamily();
    const before = await launchAsChild(parent.as, child.id);
    expect(before.profile?.['lastInitial']).toMatch(/^[A-Z]$/);
    expect(before.profile?.['username']).toBe(child.username);

    // Act
    const saved = await callEndpoint(setChildAppSharing, {
      params: { childId: child.id, serviceId: WORLD_ATLAS },
      body: { nameSharing: 'firstName', blocked: false },
      as: parent.as,
    });
    const after = await launchAsChild(parent.as, child.id);

    // Assess
    expect(saved.status).toBe(200);
    expect(saved.data.app).toMatchObject({ nameSharing: 'firstName', blocked: false });
    expect(saved.data.app.attributes).toEqual([
      'firstName',
      'role',
      'schoolId',
      'classIds',
      'accessType',
      'accessExpiry',
    ]);
    expect(saved.data.app.attributes).not.toContain('lastInitial');
    expect(saved.data.app.attributes).not.toContain('username');
    // The same id for the app as before the choice: the app's id of the child, not the portal's.
    expect(after.profile?.nameID).toBe(before.profile?.nameID);
    expect(after.profile?.nameID).not.toBe(child.id);
    expect(after.profile?.['firstName']).toBe('Ivy');
    expect(after.profile?.['lastInitial']).toBeUndefined();
    expect(after.profile?.['username']).toBeUndefined();
    expect(after.profile?.['role']).toBe('child');
    const launch = await lastLaunch(child.id);
    expect(launch?.attributes).toContain('firstName');
    expect(launch?.attributes).not.toContain('lastInitial');
    expect(launch?.attributes).not.toContain('username');
    const listed = await callEndpoint(listChildAppSharing, { params: { childId: child.id }, as: parent.as });
    expect(listed.data.apps.find((app) => app.serviceId === WORLD_ATLAS)?.nameSharing).toBe('firstName');
    expect((await auditOf(parent.user.id, 'child.app-sharing.set')).at(-1)).toMatchObject({
      subjectIds: [child.id],
      detail: { serviceId: WORLD_ATLAS, from: 'default', to: 'firstName' },
    });
  });

  it("'no name': the response carries the NameID and no attributes at all; the launch record has none", async () => {
    // Prepare
    const { parent, child } = await freshFamily();

    // Act
    await callEndpoint(setChildAppSharing, {
      params: { childId: child.id, serviceId: WORLD_ATLAS },
      body: { nameSharing: 'none', blocked: false },
      as: parent.as,
    });
    const { profile } = await launchAsChild(parent.as, child.id);

    // Assess
    // Its pairwise id for the app alone (functions/domain/app-launch/pairwise-name-id.ts), never the portal's own id.
    expect(profile?.nameID).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(profile?.nameID).not.toBe(child.id);
    for (const name of DEFAULT_SIGN_ON_ATTRIBUTES) expect(profile?.[name]).toBeUndefined();
    expect((await lastLaunch(child.id))?.attributes).toEqual([]);
  });

  it('a blocked app: the library shows it blocked, a launch is refused with the message; unblocking restores it; both audited', async () => {
    // Prepare
    const { parent, child } = await freshFamily();

    // Act
    const blocked = await callEndpoint(setChildAppSharing, {
      params: { childId: child.id, serviceId: WORLD_ATLAS },
      body: { nameSharing: 'default', blocked: true },
      as: parent.as,
    });
    const started = await callEndpoint(startActingAsChild, { params: { childId: child.id }, as: parent.as });
    const library = await callEndpoint(meServicesEndpoints.listMyUserServices, {
      as: parent.as,
      actAs: started.data.grant.secret,
    });
    await callEndpoint(actingAsEndpoints.endActingAs, { as: parent.as, actAs: started.data.grant.secret });
    const refused = await launchAsChild(parent.as, child.id);
    const unblocked = await callEndpoint(setChildAppSharing, {
      params: { childId: child.id, serviceId: WORLD_ATLAS },
      body: { nameSharing: 'default', blocked: false },
      as: parent.as,
    });
    const restored = await launchAsChild(parent.as, child.id);

    // Assess
    expect(blocked.data.app.blocked).toBe(true);
    expect(library.data.blockedServiceIds).toEqual([WORLD_ATLAS]);
    expect([refused.refused?.status, refused.refused?.errors[0]?.detail]).toEqual([
      403,
      APP_LAUNCH_MESSAGES.blockedByParent('World Atlas'),
    ]);
    expect(unblocked.data.app.blocked).toBe(false);
    expect(restored.profile?.['firstName']).toBe('Ivy');
    expect((await auditOf(parent.user.id, 'child.app.block')).at(-1)).toMatchObject({
      subjectIds: [child.id],
      detail: { serviceId: WORLD_ATLAS },
    });
    expect((await auditOf(parent.user.id, 'child.app.unblock')).at(-1)).toMatchObject({ subjectIds: [child.id] });
    // The parent's own library and anyone else's: nothing blocked.
    expect(
      (await callEndpoint(meServicesEndpoints.listMyUserServices, { as: parent.as })).data.blockedServiceIds,
    ).toEqual([]);
  });

  it('a ticket issued before the parent blocked the app opens nothing and records nothing', async () => {
    // Prepare: the child holds a ticket, then the parent blocks the app within its minute.
    const { parent, child } = await freshFamily();
    const started = await callEndpoint(startActingAsChild, { params: { childId: child.id }, as: parent.as });
    const ticket = await callEndpoint(createLaunchTicket, {
      as: parent.as,
      actAs: started.data.grant.secret,
      body: { serviceId: WORLD_ATLAS, relayState: null },
    });
    await callEndpoint(actingAsEndpoints.endActingAs, { as: parent.as, actAs: started.data.grant.secret });
    expect(ticket.status).toBe(201);
    await callEndpoint(setChildAppSharing, {
      params: { childId: child.id, serviceId: WORLD_ATLAS },
      body: { nameSharing: 'default', blocked: true },
      as: parent.as,
    });

    // Act
    const page = await fetch(`${portal().url}/api/saml2/idp/launch`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket: ticket.data.ticket }).toString(),
    });

    // Assess: the error page says why, as the ticket route would have; no launch is recorded.
    expect(page.status).toBe(303);
    const location = new URL(page.headers.get('location') ?? '', portal().url);
    expect(location.pathname).toBe('/auth/saml/error');
    expect(location.searchParams.get('message')).toBe(APP_LAUNCH_MESSAGES.blockedByParent('World Atlas'));
    expect(await lastLaunch(child.id)).toBeUndefined();
  });

  it('saving the same choice again changes nothing and records nothing', async () => {
    const { parent, child } = await freshFamily();
    const request = {
      params: { childId: child.id, serviceId: WORLD_ATLAS },
      body: { nameSharing: 'none', blocked: false },
      as: parent.as,
    } as const;
    await callEndpoint(setChildAppSharing, request);
    const first = await auditOf(parent.user.id, 'child.app-sharing.set');

    const again = await callEndpoint(setChildAppSharing, request);

    expect(again.status).toBe(200);
    expect(again.data.app.nameSharing).toBe('none');
    expect(await auditOf(parent.user.id, 'child.app-sharing.set')).toHaveLength(first.length);
  });

  it('refuses bad input with its message, and an app the portal does not open by sign-on (404), changing nothing', async () => {
    const { parent, child } = await freshFamily();

    const badChoice = await callEndpoint(setChildAppSharing, {
      params: { childId: child.id, serviceId: WORLD_ATLAS },
      invalidBody: { nameSharing: 'surname', blocked: 'yes' },
      as: parent.as,
    });
    const notIntegrated = await callEndpoint(setChildAppSharing, {
      params: { childId: child.id, serviceId: '6' },
      body: { nameSharing: 'none', blocked: true },
      as: parent.as,
    });
    const unknown = await callEndpoint(setChildAppSharing, {
      params: { childId: child.id, serviceId: 'no-such-app' },
      body: { nameSharing: 'none', blocked: true },
      as: parent.as,
    });

    expect(badChoice.status).toBe(422);
    expect(badChoice.errors.map((error) => error.detail)).toEqual([
      APP_SHARING_MESSAGES.chooseNameSharing,
      APP_SHARING_MESSAGES.chooseBlocked,
    ]);
    expect([notIntegrated.status, notIntegrated.errors[0]?.detail]).toEqual([404, APP_SHARING_MESSAGES.appNotFound]);
    expect([unknown.status, unknown.errors[0]?.detail]).toEqual([404, APP_SHARING_MESSAGES.appNotFound]);
    const listed = await callEndpoint(listChildAppSharing, { params: { childId: child.id }, as: parent.as });
    expect(listed.data.apps.every((app) => app.nameSharing === 'default' && !app.blocked)).toBe(true);
  });

  it("refuses another family's child (404), the child itself, a teacher, and staff logged in as the parent (403)", async () => {
    const miaId = inject('demo').userIds.child;
    const { parent: otherParent } = await freshFamily();
    const body = { nameSharing: 'none', blocked: true } as const;
    const params = { childId: miaId, serviceId: MATHS_QUEST };

    const otherFamilyList = await callEndpoint(listChildAppSharing, { params: { childId: miaId }, as: otherParent.as });
    const otherFamilySet = await callEndpoint(setChildAppSharing, { params, body, as: otherParent.as });
    const childItself = await callEndpoint(setChildAppSharing, { params, body, as: 'child' });
    const childList = await callEndpoint(listChildAppSharing, { params: { childId: miaId }, as: 'child' });
    const teacher = await callEndpoint(setChildAppSharing, { params, body, as: 'teacher' });
    const loginAs = await callEndpoint(actingAsEndpoints.startLoginAs, {
      body: { user: inject('demo').userIds.parent },
      as: 'staff',
    });
    expect(loginAs.status).toBe(201);
    const actAs = loginAs.data.grant.secret;
    const staffSet = await callEndpoint(setChildAppSharing, { params, body, as: 'staff', actAs });
    const staffList = await callEndpoint(listChildAppSharing, { params: { childId: miaId }, as: 'staff', actAs });
    await callEndpoint(actingAsEndpoints.endActingAs, { as: 'staff', actAs });

    expect([otherFamilyList.status, otherFamilyList.errors[0]?.detail]).toEqual([404, FAMILY_MESSAGES.childNotFound]);
    expect([otherFamilySet.status, otherFamilySet.errors[0]?.detail]).toEqual([404, FAMILY_MESSAGES.childNotFound]);
    expect([childItself.status, childItself.errors[0]?.detail]).toEqual([403, FAMILY_MESSAGES.onlyParents]);
    expect(childList.status).toBe(403);
    expect([teacher.status, teacher.errors[0]?.detail]).toEqual([403, FAMILY_MESSAGES.onlyParents]);
    expect([staffSet.status, staffSet.errors[0]?.detail]).toEqual([403, APP_SHARING_MESSAGES.notWhileActing]);
    expect([staffList.status, staffList.errors[0]?.detail]).toEqual([403, APP_SHARING_MESSAGES.notWhileActing]);
    // Nothing changed for Mia.
    const mia = await callEndpoint(listChildAppSharing, { params: { childId: miaId }, as: 'parent' });
    expect(mia.data.apps.find((app) => app.serviceId === MATHS_QUEST)).toMatchObject({
      nameSharing: 'default',
      blocked: false,
    });
  });
});
