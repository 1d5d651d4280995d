import { deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { appLaunchEndpoints } from '../../shared/api/endpoints/app-launch';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { meServicesEndpoints } from '../../shared/api/endpoints/me-services';
import { APP_LAUNCH_MESSAGES } from '../../shared/schemas/app-launch';
import { SERVICE_NOT_FOUND_MESSAGE } from '../../shared/schemas/service';
import { demoAppAddresses } from '../../lib-infra/local/demo-apps';
import { listAppUses } from '../../functions/data/app-launches';
import { putUserService } from '../../functions/data/user-services';
import { updateProfile } from '../../functions/data/users';
import { loadOrCreateKey } from '../../functions/platform/local-key-file';
import {
  LAUNCH_TICKET_LIFETIME_MS,
  openLaunchTicket,
  sealLaunchTicket,
} from '../../functions/domain/app-launch/launch-ticket-seal';
import { pairwiseNameId } from '../../functions/domain/app-launch/pairwise-name-id';
import { demoAppSp, verifiedProfile } from '../support/saml/demo-app-sp';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { homeSubscription } from './support/user-services';

const { createLaunchTicket, getIdpMetadata, startAppSignOn } = appLaunchEndpoints;
const MATHS_QUEST = '2';
const READING_ROCKETS = '1';

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The sign-on page's form: where it posts, the SAMLResponse and the RelayState. */
function postedForm(html: string): { action: string; samlResponse: string; relayState: string | null } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !samlResponse) throw new Error(`not a sign-on page: ${html.slice(0, 200)}`);
  const relayState = /name="RelayState" value="([^"]*)"/.exec(html)?.[1];
  return {
    action: unescapeHtml(action),
    samlResponse: unescapeHtml(samlResponse),
    relayState: relayState === undefined ? null : unescapeHtml(relayState),
  };
}

async function navigate(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; location: string | null; text: string; headers: Headers }> {
  const response = await fetch(url.startsWith('http') ? url : `${portal().url}${url}`, { redirect: 'manual', ...init });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
    headers: response.headers,
  };
}

function postLaunch(ticket: string) {
  return navigate('/api/saml2/idp/launch', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket }).toString(),
  });
}

function errorPageMessage(location: string | null): string | null {
  if (!location) return null;
  const url = new URL(location, 'http://localhost');
  return url.pathname === '/auth/saml/error' ? url.searchParams.get('message') : `(not the error page: ${location})`;
}

/** A ticket for the account, then the page the ticket opens. */
async function launch(
  as: 'child' | 'student' | 'personal' | 'teacher' | 'parent',
  body: { serviceId: string; relayState?: string | null } | { signOnRequest: string },
  actAs?: string,
) {
  const ticket = await callEndpoint(createLaunchTicket, { as, body, ...(actAs ? { actAs } : {}) });
  expect(ticket.status, JSON.stringify(ticket.errors)).toBe(201);
  const page = await postLaunch(ticket.data.ticket);
  expect(page.status).toBe(200);
  return { ticket: ticket.data, page, form: postedForm(page.text) };
}

/** The twin's key of apps' pairwise NameIDs. */
function pairwiseKey(): Buffer {
  return loadOrCreateKey(inject('portal').pairwiseIdKeyFile, 'pairwise id key');
}

/** The NameID an app verifies in the response of one launch by a fresh account. */
async function launchedNameId(as: { token: string }, serviceId: string, app: 'maths-quest' | 'reading-rockets') {
  const ticket = await callEndpoint(createLaunchTicket, { as, body: { serviceId, relayState: null } });
  expect(ticket.status, JSON.stringify(ticket.errors)).toBe(201);
  const page = await postLaunch(ticket.data.ticket);
  expect(page.status).toBe(200);
  return (await verifiedProfile(demoAppSp(portal().url, app), postedForm(page.text).samlResponse)).nameID;
}

/** The app's own AuthnRequest (HTTP-Redirect) arriving at the portal: where the portal sends the browser. */
async function arrive(authorizeUrl: string) {
  const url = new URL(authorizeUrl);
  return navigate(`${url.pathname}${url.search}`);
}

describe('app sign-on: the portal as SAML identity provider', () => {
  beforeAll(() => useLocalTable());

  it('publishes its metadata: entity id, signing certificate, both bindings of its single sign-on', async () => {
    const answer = await navigate(getIdpMetadata.path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/samlmetadata+xml');
    expect(answer.text).toContain(`entityID="${portal().url}/api/saml2/idp/metadata"`);
    expect(answer.text).toContain('X509Certificate');
    expect(answer.text).toContain('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect');
    expect(answer.text).toContain(`Location="${portal().url}/api/saml2/idp/sso"`);
  });

  it('IdP-initiated: a child opens Maths Quest; the app verifies a signed response naming the child, with the attributes it is registered for', async () => {
    const childId = inject('demo').userIds.child;
    const { form, page } = await launch('child', { serviceId: MATHS_QUEST, relayState: '/play' });

    const { acsUrl } = demoAppAddresses(portal().url, 'maths-quest');
    expect(form.action).toBe(acsUrl);
    expect(form.relayState).toBe('/play');
    expect(page.text).toContain('<script src="/saml-post.js">');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' https:");
    const profile = await verifiedProfile(demoAppSp(portal().url, 'maths-quest'), form.samlResponse);
    // Known to the app by its pairwise id for Maths Quest, never by the portal's own id.
    expect(profile.nameID).toBe(pairwiseNameId(pairwiseKey(), MATHS_QUEST, childId));
    expect(profile.nameID).not.toBe(childId);
    expect(profile['username']).toBe('mia-demo');
    expect(profile['firstName']).toBe('Mia');
    expect(profile['role']).toBe('child');
    expect(profile['accessType']).toBe('subscription');
    expect(typeof profile['accessExpiry']).toBe('string');
    expect(profile['lastInitial']).toMatch(/^[A-Z]$/);
    // Last names and e-mail addresses go only to apps registered for them.
    expect(profile['lastName']).toBeUndefined();
    expect(profile['email']).toBeUndefined();
  });

  it('names a person to each app by an id of its own: the same at every launch of one app, another for another app', async () => {
    // Prepare: a person of their own with two apps.
    const member = await freshAccount('home');
    await putUserService(member.user.id, homeSubscription(MATHS_QUEST));
    await putUserService(member.user.id, homeSubscription(READING_ROCKETS));

    // Act
    const first = await launchedNameId(member.as, MATHS_QUEST, 'maths-quest');
    const again = await launchedNameId(member.as, MATHS_QUEST, 'maths-quest');
    const other = await launchedNameId(member.as, READING_ROCKETS, 'reading-rockets');

    // Assess: two apps comparing their records find nothing to join them on.
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect([first, other]).not.toContain(member.user.id);
    expect(first).toBe(pairwiseNameId(pairwiseKey(), MATHS_QUEST, member.user.id));
    expect(other).toBe(pairwiseNameId(pairwiseKey(), READING_ROCKETS, member.user.id));
  });

  it('records the launch: the child’s Maths Quest shows when it was last opened', async () => {
    const before = Date.now();
    await launch('child', { serviceId: MATHS_QUEST, relayState: null });
    const { userServices } = (await callEndpoint(meServicesEndpoints.listMyUserServices, { as: 'child' })).data;
    const lastAccess = userServices.find((userService) => userService.serviceId === MATHS_QUEST)?.lastAccess;
    expect(lastAccess && Date.parse(lastAccess)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('releases exactly the attributes each app is registered for: Reading Rockets gets the last name, with the student’s school and classes', async () => {
    const { form } = await launch('student', { serviceId: READING_ROCKETS, relayState: null });
    const profile = await verifiedProfile(demoAppSp(portal().url, 'reading-rockets'), form.samlResponse);
    expect(profile['role']).toBe('student');
    expect(profile['lastName']).toEqual(expect.any(String));
    expect(profile['schoolId']).toBe('demo-primary');
    expect(profile['classIds']).toBeDefined();
    expect(profile['accessType']).toBe('subscription');
    expect(form.relayState).toBeNull();
  });

  it('a ticket opens once: used again, it leads to the error page', async () => {
    const ticket = (await callEndpoint(createLaunchTicket, { as: 'child', body: { serviceId: MATHS_QUEST } })).data
      .ticket;
    expect((await postLaunch(ticket)).status).toBe(200);
    const again = await postLaunch(ticket);
    expect(again.status).toBe(303);
    expect(errorPageMessage(again.location)).toBe(APP_LAUNCH_MESSAGES.ticketUsed);
    expect(errorPageMessage((await postLaunch('made-up-ticket')).location)).toBe(APP_LAUNCH_MESSAGES.ticketUsed);
    expect(
      errorPageMessage(
        (
          await navigate('/api/saml2/idp/launch', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: '',
          })
        ).location,
      ),
    ).toBe(APP_LAUNCH_MESSAGES.ticketUsed);
  });

  it('a ticket changed in any way, sealed by another key or expired opens nothing and records nothing', async () => {
    // Prepare: a person of their own with Maths Quest, and the twin's ticket key.
    const member = await freshAccount('home');
    await putUserService(member.user.id, homeSubscription(MATHS_QUEST));
    const ticket = (await callEndpoint(createLaunchTicket, { as: member.as, body: { serviceId: MATHS_QUEST } })).data
      .ticket;
    const key = loadOrCreateKey(inject('portal').launchTicketKeyFile, 'launch ticket key');
    const grant = openLaunchTicket(ticket, key, new Date());
    if (!grant) throw new Error('The twin sealed a ticket its own key does not open');
    const { ticketId: _ticketId, expiresAt: _expiresAt, ...decision } = grant;
    const [version, iv, tag, ciphertext] = ticket.split('.');
    const flipped = (text = '') => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;

    // Act
    const refused = await Promise.all(
      [
        [version, iv, tag, flipped(ciphertext)].join('.'),
        [version, flipped(iv), tag, ciphertext].join('.'),
        [version, iv, flipped(tag), ciphertext].join('.'),
        sealLaunchTicket({ ...decision, userId: 'someone-else' }, Buffer.alloc(32, 7), new Date()).ticket,
        sealLaunchTicket(decision, key, new Date(Date.now() - LAUNCH_TICKET_LIFETIME_MS - 1000)).ticket,
      ].map(postLaunch),
    );

    // Assess: each leads to the error page, no launch is recorded, and the real ticket still opens once.
    for (const answer of refused) expect(errorPageMessage(answer.location)).toBe(APP_LAUNCH_MESSAGES.ticketUsed);
    expect(await listAppUses(member.user.id)).toEqual([]);
    expect((await postLaunch(ticket)).status).toBe(200);
    expect((await listAppUses(member.user.id)).map((use) => use.launches)).toEqual([1]);
  });

  it('a person disabled after their ticket was made opens nothing with it, and nothing is recorded', async () => {
    const member = await freshAccount('home');
    await putUserService(member.user.id, homeSubscription(MATHS_QUEST));
    const ticket = (await callEndpoint(createLaunchTicket, { as: member.as, body: { serviceId: MATHS_QUEST } })).data
      .ticket;

    await updateProfile(member.user.id, { status: 'disabled' });
    const whileDisabled = await postLaunch(ticket);
    await updateProfile(member.user.id, { status: 'active' });

    expect(errorPageMessage(whileDisabled.location)).toBe(APP_LAUNCH_MESSAGES.ticketUsed);
    expect(await listAppUses(member.user.id)).toEqual([]);
    // The refused post used nothing up: enabled again within the minute, the ticket opens.
    expect((await postLaunch(ticket)).status).toBe(200);
  });

  it('refuses a ticket to whoever has no access, naming why; Coming Soon, not integrated and unknown apps never launch', async () => {
    const noAccess = await callEndpoint(createLaunchTicket, { as: 'personal', body: { serviceId: MATHS_QUEST } });
    expect(noAccess.status).toBe(403);
    expect(noAccess.errors[0]?.detail).toBe(APP_LAUNCH_MESSAGES.noAccess('Maths Quest'));
    // Demo Primary's Maths Quest subscription ended 30 days ago.
    const ended = await callEndpoint(createLaunchTicket, { as: 'teacher', body: { serviceId: MATHS_QUEST } });
    expect(ended.status).toBe(403);
    expect(ended.errors[0]?.detail).toBe(APP_LAUNCH_MESSAGES.accessEnded('Maths Quest'));
    const comingSoon = await callEndpoint(createLaunchTicket, { as: 'child', body: { serviceId: '7' } });
    expect([comingSoon.status, comingSoon.errors[0]?.detail]).toEqual([
      409,
      APP_LAUNCH_MESSAGES.comingSoon('Coding Club'),
    ]);
    const notIntegrated = await callEndpoint(createLaunchTicket, { as: 'child', body: { serviceId: '6' } });
    expect([notIntegrated.status, notIntegrated.errors[0]?.detail]).toEqual([
      409,
      APP_LAUNCH_MESSAGES.notIntegrated('Typing Tutor'),
    ]);
    const unknown = await callEndpoint(createLaunchTicket, { as: 'child', body: { serviceId: 'no-such-app' } });
    expect([unknown.status, unknown.errors[0]?.detail]).toEqual([404, SERVICE_NOT_FOUND_MESSAGE]);
    const anonymous = await callEndpoint(createLaunchTicket, { as: null, body: { serviceId: MATHS_QUEST } });
    expect(anonymous.status).toBe(401);
    const tooLong = await callEndpoint(createLaunchTicket, {
      as: 'child',
      body: { serviceId: MATHS_QUEST, relayState: `/${'x'.repeat(80)}` },
    });
    expect([tooLong.status, tooLong.errors[0]?.detail]).toEqual([422, APP_LAUNCH_MESSAGES.relayStateTooLong]);
  });

  it('a parent acting as their child opens the child’s app as the child; staff logged in as a user open no apps', async () => {
    const started = await callEndpoint(actingAsEndpoints.startLoginAs, {
      body: { user: inject('demo').userIds.student },
      as: 'staff',
    });
    expect(started.status).toBe(201);
    const refused = await callEndpoint(createLaunchTicket, {
      as: 'staff',
      actAs: started.data.grant.secret,
      body: { serviceId: READING_ROCKETS },
    });
    expect([refused.status, refused.errors[0]?.detail]).toEqual([403, APP_LAUNCH_MESSAGES.actingAsStaff]);
    await callEndpoint(actingAsEndpoints.endActingAs, { as: 'staff', actAs: started.data.grant.secret });
  });

  it('a link to the IdP-initiated address leads to the Open page, never straight to the app', async () => {
    const answer = await navigate(`${startAppSignOn.path.replace('{serviceId}', MATHS_QUEST)}?RelayState=%2Fplay`);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/apps/open?service=2&RelayState=%2Fplay');
  });

  it('SP-initiated (HTTP-Redirect, signed): the request is held, the Login page carries its reference, and the response answers it', async () => {
    const sp = demoAppSp(portal().url, 'maths-quest');
    const arrival = await arrive(await sp.getAuthorizeUrlAsync('/level/3', undefined, {}));
    expect(arrival.status).toBe(303);
    const login = new URL(arrival.location ?? '', 'http://localhost');
    expect(login.pathname).toBe('/auth/login');
    // The app's RelayState stays with the held request: the SPA is given only its reference.
    expect([...login.searchParams.keys()]).toEqual(['SAMLRequest']);
    const reference = login.searchParams.get('SAMLRequest') ?? '';
    expect(reference).not.toBe('');

    const { form } = await launch('child', { signOnRequest: reference });
    expect(form.relayState).toBe('/level/3');
    const xml = Buffer.from(form.samlResponse, 'base64').toString('utf8');
    expect(xml).toMatch(/InResponseTo="_/);
    // The same SP instance made the request, so node-saml checks InResponseTo against its own cache.
    const profile = await verifiedProfile(sp, form.samlResponse);
    // The SP-initiated answer names the child as the IdP-initiated one does: by its id for this app.
    expect(profile.nameID).toBe(pairwiseNameId(pairwiseKey(), MATHS_QUEST, inject('demo').userIds.child));

    // Answered once: another account cannot take the same held request.
    const other = await callEndpoint(createLaunchTicket, { as: 'parent', body: { signOnRequest: reference } });
    expect([other.status, other.errors[0]?.detail]).toEqual([410, APP_LAUNCH_MESSAGES.requestGone]);
  });

  it.each([['javascript:alert(document.domain)'], ['https://evil.example/after'], ['//evil.example/x']])(
    'SP-initiated: the app’s own RelayState %s goes back to it unchanged, and the portal never navigates to it',
    async (relayState) => {
      const { entityId, acsUrl } = demoAppAddresses(portal().url, 'reading-rockets');
      const xml = `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_relay${Date.now()}${relayState.length}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${portal().url}/api/saml2/idp/sso" AssertionConsumerServiceURL="${acsUrl}" ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"><saml:Issuer>${entityId}</saml:Issuer></samlp:AuthnRequest>`;

      const arrival = await navigate('/api/saml2/idp/sso', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          SAMLRequest: Buffer.from(xml).toString('base64'),
          RelayState: relayState,
        }).toString(),
      });
      const login = new URL(arrival.location ?? '', 'http://localhost');
      const { page, form } = await launch('student', { signOnRequest: login.searchParams.get('SAMLRequest') ?? '' });

      expect([arrival.status, login.pathname, [...login.searchParams.keys()]]).toEqual([
        303,
        '/auth/login',
        ['SAMLRequest'],
      ]);
      expect(arrival.location).not.toContain('evil');
      expect(form.relayState).toBe(relayState);
      // The page posts to the app's registered consumer; the RelayState is only a form field of that post.
      expect(form.action).toBe(acsUrl);
      expect(page.headers.get('location')).toBeNull();
    },
  );

  it('IdP-initiated: the portal sets RelayState only to a path of the app or an address on its registered site', async () => {
    const { acsUrl } = demoAppAddresses(portal().url, 'maths-quest');
    const onTheAppsSite = `${new URL(acsUrl).origin}/level/9`;
    const refusals = [];
    for (const relayState of [
      'javascript:alert(1)',
      'https://evil.example/',
      '//evil.example/play',
      'level/2',
      ' /play',
    ])
      refusals.push(
        await callEndpoint(createLaunchTicket, { as: 'child', body: { serviceId: MATHS_QUEST, relayState } }),
      );

    const { form } = await launch('child', { serviceId: MATHS_QUEST, relayState: onTheAppsSite });

    expect(
      refusals.map((answer) => [answer.status, answer.errors[0]?.detail, answer.errors[0]?.source?.pointer]),
    ).toEqual(refusals.map(() => [422, APP_LAUNCH_MESSAGES.relayStateNotTheApps, '/data/attributes/relayState']));
    expect(form.relayState).toBe(onTheAppsSite);
  });

  it('a link naming a page off the app’s site, or not a page at all, leads to the SAML error page', async () => {
    const link = (relayState: string) =>
      navigate(
        `${startAppSignOn.path.replace('{serviceId}', MATHS_QUEST)}?RelayState=${encodeURIComponent(relayState)}`,
      );

    const answers = await Promise.all(['javascript:alert(1)', 'https://evil.example/', '//evil.example/'].map(link));

    expect(answers.map((answer) => [answer.status, errorPageMessage(answer.location)])).toEqual(
      answers.map(() => [303, APP_LAUNCH_MESSAGES.relayStateNotTheApps]),
    );
  });

  it('SP-initiated by HTTP-POST from an app that does not sign: accepted from its registered issuer', async () => {
    const { entityId, acsUrl } = demoAppAddresses(portal().url, 'reading-rockets');
    const xml = `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_post${Date.now()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${portal().url}/api/saml2/idp/sso" AssertionConsumerServiceURL="${acsUrl}" ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"><saml:Issuer>${entityId}</saml:Issuer></samlp:AuthnRequest>`;
    const arrival = await navigate('/api/saml2/idp/sso', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLRequest: Buffer.from(xml).toString('base64'), RelayState: '/books' }).toString(),
    });
    expect(arrival.status).toBe(303);
    const login = new URL(arrival.location ?? '', 'http://localhost');
    expect(login.pathname).toBe('/auth/login');
    const { form } = await launch('student', { signOnRequest: login.searchParams.get('SAMLRequest') ?? '' });
    expect(form.relayState).toBe('/books');
    expect(Buffer.from(form.samlResponse, 'base64').toString('utf8')).toContain(`InResponseTo="_post`);
  });

  it('refuses a replayed request, an unsigned or tampered one from an app that signs, an unknown app and a foreign assertion consumer', async () => {
    const sp = demoAppSp(portal().url, 'maths-quest');
    const signedUrl = await sp.getAuthorizeUrlAsync('/x', undefined, {});
    expect((await arrive(signedUrl)).status).toBe(303);
    expect(errorPageMessage((await arrive(signedUrl)).location)).toBe(APP_LAUNCH_MESSAGES.replayedRequest);

    const unsigned = demoAppSp(portal().url, 'maths-quest', { signRequests: false });
    expect(errorPageMessage((await arrive(await unsigned.getAuthorizeUrlAsync('/x', undefined, {}))).location)).toBe(
      APP_LAUNCH_MESSAGES.unsignedRequest,
    );

    const tampered = new URL(await sp.getAuthorizeUrlAsync('/x', undefined, {}));
    tampered.searchParams.set('RelayState', '/somewhere-else');
    expect(errorPageMessage((await arrive(tampered.toString())).location)).toBe(APP_LAUNCH_MESSAGES.badSignature);

    const stranger = demoAppSp(portal().url, 'maths-quest', { issuer: 'https://stranger.example/sp' });
    expect(errorPageMessage((await arrive(await stranger.getAuthorizeUrlAsync('/x', undefined, {}))).location)).toBe(
      APP_LAUNCH_MESSAGES.unknownApp,
    );

    const elsewhere = demoAppSp(portal().url, 'maths-quest', { acsUrl: 'https://attacker.example/acs' });
    expect(errorPageMessage((await arrive(await elsewhere.getAuthorizeUrlAsync('/x', undefined, {}))).location)).toBe(
      APP_LAUNCH_MESSAGES.wrongConsumer,
    );

    expect(errorPageMessage((await navigate('/api/saml2/idp/sso?SAMLRequest=not-a-request')).location)).toBe(
      APP_LAUNCH_MESSAGES.unreadableRequest,
    );
    expect(errorPageMessage((await navigate('/api/saml2/idp/sso')).location)).toBe(
      APP_LAUNCH_MESSAGES.unreadableRequest,
    );
  });

  it('refuses a stale request, even from an app that does not sign, and one with an ID no app would send', async () => {
    const { entityId } = demoAppAddresses(portal().url, 'reading-rockets');
    const old = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const xml = `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_old${Date.now()}" Version="2.0" IssueInstant="${old}"><saml:Issuer>${entityId}</saml:Issuer></samlp:AuthnRequest>`;
    const query = new URLSearchParams({ SAMLRequest: deflateRawSync(Buffer.from(xml)).toString('base64') });
    expect(errorPageMessage((await navigate(`/api/saml2/idp/sso?${query.toString()}`)).location)).toBe(
      APP_LAUNCH_MESSAGES.expiredRequest,
    );

    // An ID no app would send (longer than a table key may hold) is not read at all.
    const longId = xml.replace(/ID="_old\d+"/, `ID="_${'x'.repeat(300)}"`).replace(old, new Date().toISOString());
    const longQuery = new URLSearchParams({ SAMLRequest: deflateRawSync(Buffer.from(longId)).toString('base64') });
    expect(errorPageMessage((await navigate(`/api/saml2/idp/sso?${longQuery.toString()}`)).location)).toBe(
      APP_LAUNCH_MESSAGES.unreadableRequest,
    );
  });
});
