/**
 * LTI launch benchmark, through the twin's gateway: an LTI 1.3 launch of the demo tool (Spelling
 * Bee) from login initiation to the id_token's form post, next to a SAML launch (Reading Rockets)
 * as the library makes it, in the same run, by the same student. The LTI launch is five calls where
 * the SAML launch is two: the ticket, the login page, the tool's authentication request at the
 * authorization endpoint (the tool's own step is left out: a redirect), the Open page's ticket and
 * the page that signs the id_token and records the launch. Target: LTI p50 ≤ 2 × SAML p50.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { demoLtiAddresses } from '../../lib-infra/local/demo-lti';
import { percentile, printTable, reportTargets, timeEach } from './stats';
import { twinIdToken } from '../support/twin-sign-in';

const REQUESTS = 150;
const WARM_UPS = 15;
const RATIO = 2;

/** The hidden fields of an auto-posting page. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1] ?? ''] = (match[2] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  return fields;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-lti-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true, schedules: false });
  const token = await twinIdToken(stack.url, stack.userPoolClientId, DEMO_ACCOUNTS.student.username, DEMO_PASSWORD);
  const ticket = async (body: object) => {
    const response = await fetch(`${stack.url}/api/saml2/idp/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`tickets answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { ticket: string; launchUrl: string }).ticket;
  };
  const post = async (pathname: string, fields: Record<string, string>) => {
    const response = await fetch(`${stack.url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };
  const samlLaunch = async () => {
    const page = await post('/api/saml2/idp/launch', { ticket: await ticket({ serviceId: '1', relayState: null }) });
    if (page.status !== 200 || !page.html.includes('name="SAMLResponse"')) throw new Error(`launch ${page.status}`);
  };
  const redirectUri = demoLtiAddresses(stack.url, 'spelling-bee').redirectUri;
  const ltiLaunch = async () => {
    const login = await post('/api/lti/login', { ticket: await ticket({ serviceId: '4', relayState: null }) });
    const initiation = formFields(login.html);
    const query = new URLSearchParams({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: initiation['client_id'] ?? '',
      redirect_uri: redirectUri,
      login_hint: initiation['login_hint'] ?? '',
      lti_message_hint: initiation['lti_message_hint'] ?? '',
      nonce: randomBytes(16).toString('base64url'),
      state: randomBytes(16).toString('base64url'),
    });
    const authorized = await fetch(`${stack.url}/api/lti/authorize?${query.toString()}`, { redirect: 'manual' });
    const ltiRequest = new URL(authorized.headers.get('location') ?? '', stack.url).searchParams.get('ltiRequest');
    if (!ltiRequest) throw new Error(`authorize answered ${authorized.status}`);
    const page = await post('/api/lti/launch', { ticket: await ticket({ ltiRequest }) });
    if (page.status !== 200 || !formFields(page.html)['id_token']) throw new Error(`lti launch ${page.status}`);
  };

  for (let index = 0; index < WARM_UPS; index += 1) {
    await samlLaunch();
    await ltiLaunch();
  }
  // Interleaved, so both see the same machine.
  const samlTimes: number[] = [];
  const ltiTimes: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    samlTimes.push(...(await timeEach(1, samlLaunch)));
    ltiTimes.push(...(await timeEach(1, ltiLaunch)));
  }
  await stack.stop();

  const samlP50 = percentile(samlTimes, 50);
  const ltiP50 = percentile(ltiTimes, 50);
  printTable(
    ['measure', 'p50 ms', 'p99 ms', 'samples'],
    [
      ['SAML launch (ticket + signed page)', samlP50, percentile(samlTimes, 99), samlTimes.length],
      ['LTI launch (initiation to id_token form post)', ltiP50, percentile(ltiTimes, 99), ltiTimes.length],
    ],
  );
  met = reportTargets([
    [
      ltiP50 <= RATIO * samlP50,
      `LTI launch p50 ${ltiP50.toFixed(1)} ms ≤ ${RATIO} × SAML launch p50 ${samlP50.toFixed(1)} ms (${(ltiP50 / samlP50).toFixed(2)}×)`,
    ],
  ]);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
