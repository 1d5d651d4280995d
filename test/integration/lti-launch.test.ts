import { readFileSync, writeFileSync } from 'node:fs';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { actingAsEndpoints } from '../../shared/api/endpoints/acting-as';
import { appLaunchEndpoints } from '../../shared/api/endpoints/app-launch';
import { childrenEndpoints } from '../../shared/api/endpoints/children';
import { ltiEndpoints } from '../../shared/api/endpoints/lti';
import { APP_LAUNCH_MESSAGES } from '../../shared/schemas/app-launch';
import { COURSE_SECTION, LIS_ROLES, LTI_CLAIM, LTI_MESSAGES } from '../../shared/schemas/lti';
import { NRPS_CLAIM } from '../../shared/schemas/lti-nrps';
import { contextMembershipsPath } from '../../functions/domain/lti-nrps/service-claim';
import { listAppLaunches } from '../../functions/data/app-launches';
import { getLtiTool } from '../../functions/data/lti-tools';
import { putUserService, userServices } from '../../functions/data/user-services';
import { updateProfile } from '../../functions/data/users';
import { newLtiPrivateJwk } from '../../functions/adapters/lti-keys/key-set';
import { loadOrCreateKey } from '../../functions/platform/local-key-file';
import { pairwiseNameId } from '../../functions/domain/app-launch/pairwise-name-id';
import { ltiKeyFileOf } from '../../bin/local-stack';
import { demoLtiAddresses } from '../../lib-infra/local/demo-lti';
import { DEMO_CLASS, DEMO_SCHOOL_ID } from '../../bin/seed/demo-profiles';
import { DEMO_ADMIN_CLASS } from '../../bin/seed/classes';
import { freshAccount } from './support/accounts';
import { callEndpoint } from './support/call-endpoint';
import { useLocalTable } from './support/local-table';
import { portal } from './support/portal-client';
import { homeSubscription } from './support/user-services';

const { createLaunchTicket } = appLaunchEndpoints;
/** Spelling Bee: the demo library's LTI 1.3 tool (bin/seed/app-launch.ts), which Demo Primary subscribes to. */
const SPELLING_BEE = '4';
const TOOL = 'spelling-bee';

type Caller = 'teacher' | 'student' | 'schoolAdmin' | 'child' | 'personal' | { token: string };

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** An auto-posting page's form: where it posts and its fields. */
function postedForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`not a form-post page: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  return { action: unescapeHtml(action), fields };
}

async function navigate(url: string, init: RequestInit = {}) {
  const response = await fetch(url.startsWith('http') ? url : `${portal().url}${url}`, { redirect: 'manual', ...init });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null,
    text: await response.text(),
    headers: response.headers,
  };
}

function postForm(url: string, fields: Record<string, string>, cookie?: string | null) {
  return navigate(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

function errorPageMessage(location: string | null): string | null {
  if (!location) return null;
  const url = new URL(location, 'http://localhost');
  return url.pathname === '/auth/saml/error' ? url.searchParams.get('message') : `(not the error page: ${location})`;
}

/** The platform JWKS, fetched afresh: what a tool verifies the id_token with. */
function platformKeys() {
  return createRemoteJWKSet(new URL(`${portal().url}${ltiEndpoints.getLtiJwks.path}`));
}

async function verified(idToken: string): Promise<JWTPayload> {
  const tool = await getLtiTool(SPELLING_BEE);
  const { payload } = await jwtVerify(idToken, platformKeys(), {
    issuer: portal().url,
    audience: tool?.clientId ?? '',
    algorithms: ['RS256'],
  });
  return payload;
}

/** Opening the tool from the library (or a class): the ticket, and the login page's form to the tool. */
async function startLogin(as: Caller, body: { serviceId: string; classId?: string }, actAs?: string) {
  const ticket = await callEndpoint(createLaunchTicket, {
    as,
    body: { relayState: null, ...body },
    ...(actAs ? { actAs } : {}),
  });
  expect(ticket.status, JSON.stringify(ticket.errors)).toBe(201);
  expect(ticket.data.launchUrl).toBe(ltiEndpoints.startLtiLogin.path);
  const page = await postForm(ticket.data.launchUrl, { ticket: ticket.data.ticket });
  expect(page.status).toBe(200);
  return postedForm(page.text);
}

/** The demo tool's login initiation: its authentication request to the platform, and its state cookie. */
async function toolLogin(initiation: { action: string; fields: Record<string, string> }) {
  const login = await postForm(initiation.action, initiation.fields);
  expect(login.status, login.text).toBe(303);
  return { authorize: new URL(login.location ?? ''), stateCookie: login.cookie };
}

/** The authorization endpoint's answer: the Open page's sealed request, or what it refused. */
async function authorize(url: URL) {
  return navigate(`${url.pathname}${url.search}`);
}

function ltiRequestOf(location: string | null): string {
  const url = new URL(location ?? '', 'http://localhost');
  expect(url.pathname).toBe('/apps/open');
  return url.searchParams.get('ltiRequest') ?? '';
}

/** The SPA's Open page answering the request: its ticket, then the page that posts the id_token. */
async function answer(as: Caller, ltiRequest: string, actAs?: string) {
  return callEndpoint(createLaunchTicket, { as, body: { ltiRequest }, ...(actAs ? { actAs } : {}) });
}

async function idTokenPage(ticket: string) {
  const page = await postForm(ltiEndpoints.launchLtiTool.path, { ticket });
  expect(page.status).toBe(200);
  return { page, form: postedForm(page.text) };
}

/**
 * A refusal at the answer (OIDC Core §3.1.2.6): the ticket route's ticket, whose launch page posts
 * the error and the tool's state to the redirect URI and no id_token. Its error code.
 */
async function toolHears(ticket: { status: number; data: { ticket: string; launchUrl: string } }, request: URL) {
  expect(ticket.status).toBe(201);
  expect(ticket.data.launchUrl).toBe(ltiEndpoints.launchLtiTool.path);
  const { form } = await idTokenPage(ticket.data.ticket);
  expect(form.action).toBe(demoLtiAddresses(portal().url, TOOL).redirectUri);
  expect(form.fields['state']).toBe(request.searchParams.get('state'));
  expect(form.fields['id_token']).toBeUndefined();
  expect(form.fields['error_description']).toBeTruthy();
  return form.fields['error'];
}

/** A whole launch, initiation to form post, as the browser and the demo tool make it. */
async function launch(as: Caller, body: { serviceId: string; classId?: string }, actAs?: string) {
  const initiation = await startLogin(as, body, actAs);
  const { authorize: request, stateCookie } = await toolLogin(initiation);
  const arrived = await authorize(request);
  expect(arrived.status, errorPageMessage(arrived.location) ?? arrived.text).toBe(303);
  const ticket = await answer(as, ltiRequestOf(arrived.location), actAs);
  expect(ticket.status, JSON.stringify(ticket.errors)).toBe(201);
  const { form, page } = await idTokenPage(ticket.data.ticket);
  return { initiation, request, stateCookie, form, page, claims: await verified(form.fields['id_token'] ?? '') };
}

function pairwiseKey(): Buffer {
  return loadOrCreateKey(inject('portal').pairwiseIdKeyFile, 'pairwise id key');
}

/** A new family whose child has Spelling Bee; the parent acts as the child. */
async function freshFamilyWithTool() {
  const parent = await freshAccount('parent');
  const created = await callEndpoint(childrenEndpoints.createChild, { body: { firstName: 'Ivy' }, as: parent.as });
  expect(created.status).toBe(201);
  const child = created.data.child;
  await updateProfile(child.id, { lastName: 'Quill' });
  await putUserService(child.id, homeSubscription(SPELLING_BEE));
  const started = await callEndpoint(childrenEndpoints.startActingAsChild, {
    params: { childId: child.id },
    as: parent.as,
  });
  expect(started.status).toBe(201);
  return { parent, child, actAs: started.data.grant.secret };
}

describe('LTI 1.3 launch: the portal as platform', () => {
  beforeAll(() => useLocalTable());

  it('publishes its keys: RSA public JWKs with a kid, no private part', async () => {
    const answer = await callEndpoint(ltiEndpoints.getLtiJwks, {});
    expect(answer.status).toBe(200);
    expect(answer.data.keys.length).toBeGreaterThan(0);
    for (const key of answer.data.keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('a teacher opens the tool from a class page: login initiation, authentication request, id_token with the class as context', async () => {
    const teacherId = inject('demo').userIds.teacher;
    const tool = await getLtiTool(SPELLING_BEE);
    const { initiation, request, claims, form, page } = await launch('teacher', {
      serviceId: SPELLING_BEE,
      classId: DEMO_CLASS.id,
    });

    // The third-party initiated login (LTI Core §4.1), to the tool's registered address.
    const addresses = demoLtiAddresses(portal().url, TOOL);
    expect(initiation.action).toBe(addresses.loginUrl);
    expect(initiation.fields).toMatchObject({
      iss: portal().url,
      client_id: tool?.clientId,
      lti_deployment_id: 'demo-primary',
      target_link_uri: addresses.redirectUri,
      login_hint: pairwiseNameId(pairwiseKey(), SPELLING_BEE, teacherId),
    });
    // The tool's authentication request (Security Framework §5.1.1.2).
    expect(request.pathname).toBe(ltiEndpoints.authorizeLti.path);
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
    });
    // The id_token, posted to the registered redirect URI with the tool's state.
    expect(form.action).toBe(addresses.redirectUri);
    expect(form.fields['state']).toBe(request.searchParams.get('state'));
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' https:");
    const jwks = await callEndpoint(ltiEndpoints.getLtiJwks, {});
    expect(jwks.data.keys.map((key) => key.kid)).toContain(decodeProtectedHeader(form.fields['id_token'] ?? '').kid);
    expect(claims).toMatchObject({
      iss: portal().url,
      aud: tool?.clientId,
      azp: tool?.clientId,
      sub: pairwiseNameId(pairwiseKey(), SPELLING_BEE, teacherId),
      nonce: request.searchParams.get('nonce'),
      [LTI_CLAIM.messageType]: 'LtiResourceLinkRequest',
      [LTI_CLAIM.version]: '1.3.0',
      [LTI_CLAIM.deploymentId]: 'demo-primary',
      [LTI_CLAIM.targetLinkUri]: addresses.redirectUri,
      [LTI_CLAIM.roles]: [LIS_ROLES.instructor, LIS_ROLES.institutionInstructor],
      [LTI_CLAIM.context]: {
        id: DEMO_CLASS.id,
        label: DEMO_CLASS.name,
        title: DEMO_CLASS.name,
        type: [COURSE_SECTION],
      },
      [LTI_CLAIM.resourceLink]: { id: `${SPELLING_BEE}:${DEMO_CLASS.id}`, title: 'Spelling Bee' },
      [LTI_CLAIM.launchPresentation]: { document_target: 'window', return_url: `${portal().url}/library` },
      [LTI_CLAIM.custom]: { word_list: 'week-1' },
      // Where the tool reads the class's members (NRPS 2.0 §3.6.1).
      [NRPS_CLAIM]: {
        context_memberships_url: `${portal().url}${contextMembershipsPath(DEMO_CLASS.id)}`,
        service_versions: ['2.0'],
      },
    });
    expect(typeof claims.exp).toBe('number');
    expect(typeof claims.iat).toBe('number');
    expect(claims.sub).not.toBe(teacherId);
    // The default attributes: a first name and last initial, never the e-mail address.
    expect(claims['given_name']).toBeTruthy();
    expect(claims['name']).toMatch(/^\S+ [A-Z]\.$/);
    expect(claims['email']).toBeUndefined();
    expect(claims['family_name']).toBeUndefined();
  });

  it('the demo tool verifies the launch and shows who arrived, from which class', async () => {
    const { form, stateCookie } = await launch('teacher', { serviceId: SPELLING_BEE, classId: DEMO_CLASS.id });
    const arrived = await postForm(form.action, form.fields, stateCookie);
    expect(arrived.status, arrived.text).toBe(303);
    const shown = await navigate(arrived.location ?? '', { headers: { cookie: arrived.cookie ?? '' } });
    expect(shown.text).toContain(`data-testid="lti-context">${DEMO_CLASS.name}<`);
    expect(shown.text).toContain('Instructor');
    // It read the class list through Names and Role Provisioning, by its own client assertion.
    expect(shown.text).toContain('data-testid="lti-roster"');
    expect(shown.text).not.toContain('lti-roster-problem');
  });

  it('maps a student, a school administrator and a child to Learner, Administrator and Learner; from the library there is no context', async () => {
    const student = await launch('student', { serviceId: SPELLING_BEE });
    expect(student.claims[LTI_CLAIM.roles]).toEqual([LIS_ROLES.learner, LIS_ROLES.institutionStudent]);
    expect(student.claims[LTI_CLAIM.context]).toBeUndefined();
    expect(student.claims[NRPS_CLAIM]).toBeUndefined();
    expect(student.claims[LTI_CLAIM.resourceLink]).toEqual({ id: SPELLING_BEE, title: 'Spelling Bee' });

    const admin = await launch('schoolAdmin', { serviceId: SPELLING_BEE, classId: DEMO_CLASS.id });
    expect(admin.claims[LTI_CLAIM.roles]).toEqual([LIS_ROLES.administrator, LIS_ROLES.institutionAdministrator]);
    expect(admin.claims[LTI_CLAIM.context]).toMatchObject({ id: DEMO_CLASS.id });

    const family = await freshFamilyWithTool();
    try {
      const child = await launch(family.parent.as, { serviceId: SPELLING_BEE }, family.actAs);
      expect(child.claims[LTI_CLAIM.roles]).toEqual([LIS_ROLES.learner]);
      // A home account launches in the library's platform-wide deployment.
      expect(child.claims[LTI_CLAIM.deploymentId]).toBe('demo-library');
      expect(child.claims['name']).toBe('Ivy Q.');
    } finally {
      await callEndpoint(actingAsEndpoints.endActingAs, { as: family.parent.as, actAs: family.actAs });
    }
  });

  it("holds a parent's choice: 'first name only' sends the given name alone, 'no name' no name at all", async () => {
    const family = await freshFamilyWithTool();
    try {
      const choose = (nameSharing: 'firstName' | 'none') =>
        callEndpoint(childrenEndpoints.setChildAppSharing, {
          params: { childId: family.child.id, serviceId: SPELLING_BEE },
          body: { nameSharing, blocked: false },
          as: family.parent.as,
        });
      expect((await choose('firstName')).status).toBe(200);
      const first = await launch(family.parent.as, { serviceId: SPELLING_BEE }, family.actAs);
      expect(first.claims['given_name']).toBe('Ivy');
      expect(first.claims['name']).toBe('Ivy');
      expect(first.claims['family_name']).toBeUndefined();

      expect((await choose('none')).status).toBe(200);
      const none = await launch(family.parent.as, { serviceId: SPELLING_BEE }, family.actAs);
      expect(none.claims['given_name']).toBeUndefined();
      expect(none.claims['name']).toBeUndefined();
      expect(none.claims['email']).toBeUndefined();
      expect(none.claims[LTI_CLAIM.roles]).toEqual([]);
      expect(none.claims.sub).toBe(pairwiseNameId(pairwiseKey(), SPELLING_BEE, family.child.id));
      // Recorded for the child's data page: the parent opened it as the child, with nothing named.
      const [latest] = await listAppLaunches(family.child.id);
      expect(latest).toMatchObject({ serviceId: SPELLING_BEE, actorId: family.parent.user.id, attributes: [] });
    } finally {
      await callEndpoint(actingAsEndpoints.endActingAs, { as: family.parent.as, actAs: family.actAs });
    }
  });

  it('records every launch as a SAML launch is recorded: usage for the school, the attributes sent', async () => {
    const studentId = inject('demo').userIds.student;
    const before = (await listAppLaunches(studentId)).length;
    await launch('student', { serviceId: SPELLING_BEE });
    const launches = await listAppLaunches(studentId);
    expect(launches.length).toBe(before + 1);
    expect(launches[0]).toMatchObject({
      serviceId: SPELLING_BEE,
      schoolId: DEMO_SCHOOL_ID,
      attributes: ['firstName', 'lastInitial', 'role'],
    });
  });

  it('refuses an unknown client_id and an unregistered redirect URI on the error page', async () => {
    const initiation = await startLogin('student', { serviceId: SPELLING_BEE });
    const { authorize: request } = await toolLogin(initiation);

    const otherClient = new URL(request);
    otherClient.searchParams.set('client_id', 'no-such-client');
    expect(errorPageMessage((await authorize(otherClient)).location)).toBe(LTI_MESSAGES.unknownClient);

    const otherRedirect = new URL(request);
    otherRedirect.searchParams.set('redirect_uri', 'https://attacker.example/launch');
    expect(errorPageMessage((await authorize(otherRedirect)).location)).toBe(LTI_MESSAGES.unregisteredRedirect);
  });

  it('posts OIDC errors back to the redirect URI: a missing nonce, a wrong response type, a login_hint for another person', async () => {
    const initiation = await startLogin('student', { serviceId: SPELLING_BEE });
    const { authorize: request } = await toolLogin(initiation);
    const refusedWith = async (change: (url: URL) => void) => {
      const url = new URL(request);
      change(url);
      const answer = await authorize(url);
      expect(answer.status).toBe(200);
      const form = postedForm(answer.text);
      expect(form.action).toBe(demoLtiAddresses(portal().url, TOOL).redirectUri);
      expect(form.fields['state']).toBe(request.searchParams.get('state'));
      return form.fields['error'];
    };
    expect(await refusedWith((url) => url.searchParams.delete('nonce'))).toBe('invalid_request');
    expect(await refusedWith((url) => url.searchParams.set('response_type', 'code'))).toBe('unsupported_response_type');
    expect(await refusedWith((url) => url.searchParams.set('scope', 'profile'))).toBe('invalid_scope');
    expect(await refusedWith((url) => url.searchParams.set('prompt', 'login'))).toBe('invalid_request');
    expect(await refusedWith((url) => url.searchParams.set('lti_message_hint', 'made-up'))).toBe('invalid_request');
    expect(
      await refusedWith((url) =>
        url.searchParams.set('login_hint', pairwiseNameId(pairwiseKey(), SPELLING_BEE, inject('demo').userIds.teacher)),
      ),
    ).toBe('login_required');
  });

  it('answers a request only for the person it was started for: signed in as another, the tool hears login_required and nothing is launched', async () => {
    const initiation = await startLogin('student', { serviceId: SPELLING_BEE });
    const { authorize: request } = await toolLogin(initiation);
    const arrived = await authorize(request);
    const teacherId = inject('demo').userIds.teacher;
    const before = (await listAppLaunches(teacherId)).length;
    expect(await toolHears(await answer('teacher', ltiRequestOf(arrived.location)), request)).toBe('login_required');
    expect((await listAppLaunches(teacherId)).length).toBe(before);
  });

  it('with nobody signed in, the Open page posts the request back and the tool hears login_required', async () => {
    const studentId = inject('demo').userIds.student;
    const initiation = await startLogin('student', { serviceId: SPELLING_BEE });
    const { authorize: request, stateCookie } = await toolLogin(initiation);
    const arrived = await authorize(request);
    const before = (await listAppLaunches(studentId)).length;
    const { form } = await idTokenPage(ltiRequestOf(arrived.location));
    expect(form.action).toBe(demoLtiAddresses(portal().url, TOOL).redirectUri);
    expect(form.fields).toMatchObject({ error: 'login_required', state: request.searchParams.get('state') });
    expect(form.fields['id_token']).toBeUndefined();
    expect((await listAppLaunches(studentId)).length).toBe(before);
    // The demo tool checks the state and shows the error it received.
    const shown = await postForm(form.action, form.fields, stateCookie);
    expect(shown.status).toBe(400);
    expect(shown.text).toContain('data-testid="lti-error">login_required<');
    // Anything else posted to the launch page is still the portal's error page.
    const made = await postForm(ltiEndpoints.launchLtiTool.path, { ticket: 'l1.made.up.ticket' });
    expect(errorPageMessage(made.location)).toBe(APP_LAUNCH_MESSAGES.ticketUsed);
  });

  it('uses a nonce once: a second id_token for it is refused with invalid_request and not recorded', async () => {
    const studentId = inject('demo').userIds.student;
    const initiation = await startLogin('student', { serviceId: SPELLING_BEE });
    const arrived = await authorize((await toolLogin(initiation)).authorize);
    const ltiRequest = ltiRequestOf(arrived.location);
    const first = await answer('student', ltiRequest);
    expect((await idTokenPage(first.data.ticket)).form.fields['id_token']).toBeTruthy();
    const before = (await listAppLaunches(studentId)).length;
    const again = await answer('student', ltiRequest);
    expect(again.status).toBe(201);
    const replayed = await idTokenPage(again.data.ticket);
    expect(replayed.form.fields['error']).toBe('invalid_request');
    expect(replayed.form.fields['id_token']).toBeUndefined();
    expect((await listAppLaunches(studentId)).length).toBe(before);
    // And a ticket opens once.
    const used = await postForm(ltiEndpoints.launchLtiTool.path, { ticket: first.data.ticket });
    expect(errorPageMessage(used.location)).toBe(APP_LAUNCH_MESSAGES.ticketUsed);
  });

  it('refuses whoever has no access, a class that is not theirs, and an app a parent blocked', async () => {
    const member = await freshAccount('home');
    const noAccess = await callEndpoint(createLaunchTicket, {
      as: member.as,
      body: { serviceId: SPELLING_BEE, relayState: null },
    });
    expect(noAccess.status).toBe(403);
    expect(noAccess.errors[0]?.detail).toBe(APP_LAUNCH_MESSAGES.noAccess('Spelling Bee'));

    const notTheirs = await callEndpoint(createLaunchTicket, {
      as: 'student',
      body: { serviceId: SPELLING_BEE, relayState: null, classId: DEMO_ADMIN_CLASS.id },
    });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.errors[0]?.detail).toBe(LTI_MESSAGES.notYourClass);

    const family = await freshFamilyWithTool();
    try {
      // Started before the parent blocks it: the answer is refused, and nothing is recorded.
      const initiation = await startLogin(family.parent.as, { serviceId: SPELLING_BEE }, family.actAs);
      const { authorize: request } = await toolLogin(initiation);
      const arrived = await authorize(request);
      const blocked = await callEndpoint(childrenEndpoints.setChildAppSharing, {
        params: { childId: family.child.id, serviceId: SPELLING_BEE },
        body: { nameSharing: 'default', blocked: true },
        as: family.parent.as,
      });
      expect(blocked.status).toBe(200);
      // The tool's request is answered at the tool: access_denied, never why (a parent's choice).
      const refused = await answer(family.parent.as, ltiRequestOf(arrived.location), family.actAs);
      expect(await toolHears(refused, request)).toBe('access_denied');
      expect(JSON.stringify(refused.data)).not.toContain('parent');
      expect(await listAppLaunches(family.child.id)).toEqual([]);
    } finally {
      await callEndpoint(actingAsEndpoints.endActingAs, { as: family.parent.as, actAs: family.actAs });
    }
  });

  it('refuses at the answer whoever lost access since the Open button, and a parent blocking after the ticket: access_denied to the tool', async () => {
    const member = await freshAccount('home');
    await putUserService(member.user.id, homeSubscription(SPELLING_BEE));
    const first = await toolLogin(await startLogin(member.as, { serviceId: SPELLING_BEE }));
    const arrived = await authorize(first.authorize);
    await userServices.remove({ userId: member.user.id, serviceId: SPELLING_BEE });
    expect(await toolHears(await answer(member.as, ltiRequestOf(arrived.location)), first.authorize)).toBe(
      'access_denied',
    );
    expect(await listAppLaunches(member.user.id)).toEqual([]);

    const family = await freshFamilyWithTool();
    try {
      const initiation = await startLogin(family.parent.as, { serviceId: SPELLING_BEE }, family.actAs);
      const { authorize: request } = await toolLogin(initiation);
      const ticket = await answer(family.parent.as, ltiRequestOf((await authorize(request)).location), family.actAs);
      expect(ticket.status).toBe(201);
      const blocked = await callEndpoint(childrenEndpoints.setChildAppSharing, {
        params: { childId: family.child.id, serviceId: SPELLING_BEE },
        body: { nameSharing: 'default', blocked: true },
        as: family.parent.as,
      });
      expect(blocked.status).toBe(200);
      const { form } = await idTokenPage(ticket.data.ticket);
      expect(form.fields).toMatchObject({ error: 'access_denied', state: request.searchParams.get('state') });
      expect(form.fields['id_token']).toBeUndefined();
      expect(await listAppLaunches(family.child.id)).toEqual([]);
    } finally {
      await callEndpoint(actingAsEndpoints.endActingAs, { as: family.parent.as, actAs: family.actAs });
    }
  });

  it('a person disabled after the ticket was made opens nothing with it: access_denied to the tool', async () => {
    const member = await freshAccount('home');
    await putUserService(member.user.id, homeSubscription(SPELLING_BEE));
    const initiation = await startLogin(member.as, { serviceId: SPELLING_BEE });
    const { authorize: request } = await toolLogin(initiation);
    const arrived = await authorize(request);
    const ticket = await answer(member.as, ltiRequestOf(arrived.location));
    expect(ticket.status).toBe(201);
    await updateProfile(member.user.id, { status: 'disabled' });
    const { form } = await idTokenPage(ticket.data.ticket);
    expect(form.fields).toMatchObject({ error: 'access_denied', state: request.searchParams.get('state') });
    expect(form.fields['id_token']).toBeUndefined();
    expect(await listAppLaunches(member.user.id)).toEqual([]);
  });

  describe('key rotation', () => {
    const file = () => ltiKeyFileOf(inject('portal'));
    let original = '';
    beforeAll(() => {
      original = readFileSync(file(), 'utf8');
    });
    afterAll(() => writeFileSync(file(), original));

    it('publishes both keys during a change; the first signs, and a launch verifies before and after', async () => {
      const keys = (JSON.parse(original) as { keys: { kid: string }[] }).keys;
      const next = newLtiPrivateJwk();
      // 1. The next key is added behind the current one: published, not signing.
      writeFileSync(file(), JSON.stringify({ keys: [...keys, next] }));
      const both = await callEndpoint(ltiEndpoints.getLtiJwks, {});
      expect(both.data.keys.map((key) => key.kid)).toEqual([...keys.map((key) => key.kid), next.kid]);
      const before = await launch('student', { serviceId: SPELLING_BEE });
      expect(decodeProtectedHeader(before.form.fields['id_token'] ?? '').kid).toBe(keys[0]?.kid);
      // 2. It is moved first: it signs, the old one is still published for tokens already out.
      writeFileSync(file(), JSON.stringify({ keys: [next, ...keys] }));
      const after = await launch('student', { serviceId: SPELLING_BEE });
      expect(decodeProtectedHeader(after.form.fields['id_token'] ?? '').kid).toBe(next.kid);
      expect((await callEndpoint(ltiEndpoints.getLtiJwks, {})).data.keys).toHaveLength(keys.length + 1);
    });
  });
});
