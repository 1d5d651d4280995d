/**
 * App launch benchmark, through the twin's gateway: an IdP-initiated launch as the
 * library makes it (POST /api/saml2/idp/tickets with the token, then the ticket posted to
 * /api/saml2/idp/launch, whose page carries the signed SAML Response) next to GET /api/services,
 * in the same run. Target: launch p50 (both calls, signing included) ≤ 3 × services p50. The two
 * calls are shown apart too: the ticket reads the access (profile, then the service, its
 * registration and the user's access side by side) and seals its decision into the ticket; the
 * page opens the ticket and signs while one transaction marks it used, checks the person is active
 * and records the launch.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { startLocalStack } from '../../bin/local-stack';
import { percentile, printTable, reportTargets, timeEach } from './stats';
import { twinIdToken } from '../support/twin-sign-in';

const REQUESTS = 200;
const WARM_UPS = 20;
const RATIO = 3;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-launch-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true, schedules: false });
  const token = await twinIdToken(stack.url, stack.userPoolClientId, DEMO_ACCOUNTS.child.username, DEMO_PASSWORD);
  const services = async () => {
    const response = await fetch(`${stack.url}/api/services`);
    if (!response.ok) throw new Error(`services answered ${response.status}`);
    await response.arrayBuffer();
  };
  const ticket = async () => {
    const response = await fetch(`${stack.url}/api/saml2/idp/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ serviceId: '2', relayState: '/play' }),
    });
    if (response.status !== 201) throw new Error(`tickets answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { ticket: string }).ticket;
  };
  const page = async (secret: string) => {
    const response = await fetch(`${stack.url}/api/saml2/idp/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket: secret }).toString(),
      redirect: 'manual',
    });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('name="SAMLResponse"'))
      throw new Error(`launch answered ${response.status}`);
  };
  const ticketTimes: number[] = [];
  const pageTimes: number[] = [];
  const launch = async () => {
    const started = performance.now();
    const secret = await ticket();
    const issued = performance.now();
    await page(secret);
    ticketTimes.push(issued - started);
    pageTimes.push(performance.now() - issued);
  };

  for (let index = 0; index < WARM_UPS; index += 1) {
    await services();
    await launch();
  }
  ticketTimes.length = 0;
  pageTimes.length = 0;
  // Interleaved, so both see the same machine.
  const servicesTimes: number[] = [];
  const launchTimes: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    servicesTimes.push(...(await timeEach(1, services)));
    launchTimes.push(...(await timeEach(1, launch)));
  }
  await stack.stop();

  const servicesP50 = percentile(servicesTimes, 50);
  const launchP50 = percentile(launchTimes, 50);
  printTable(
    ['measure', 'p50 ms', 'p99 ms', 'samples'],
    [
      ['GET /api/services', servicesP50, percentile(servicesTimes, 99), servicesTimes.length],
      ['IdP-initiated launch (ticket + signed page)', launchP50, percentile(launchTimes, 99), launchTimes.length],
      ['  POST /api/saml2/idp/tickets', percentile(ticketTimes, 50), percentile(ticketTimes, 99), ticketTimes.length],
      [
        '  POST /api/saml2/idp/launch (signing)',
        percentile(pageTimes, 50),
        percentile(pageTimes, 99),
        pageTimes.length,
      ],
    ],
  );
  met = reportTargets([
    [
      launchP50 <= RATIO * servicesP50,
      `launch p50 ${launchP50.toFixed(1)} ms ≤ ${RATIO} × services p50 ${servicesP50.toFixed(1)} ms (${(launchP50 / servicesP50).toFixed(2)}×)`,
    ],
  ]);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
