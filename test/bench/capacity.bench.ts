/**
 * Capacity and cost bench: replays the mix of a term's first morning through the twin at
 * a bounded rate, with the data layer reporting ReturnConsumedCapacity, and prints per route the
 * DynamoDB read and write units per request, the time the function took (the twin's stand-in for
 * Lambda's duration at the route's memory) and the cost of a million requests at list prices.
 * docs/capacity.md turns the table into the model for 100k and 1M students.
 *
 * Requests run one at a time (no more than MAX_RATE a second), so each one's consumed capacity is
 * exactly what the data layer recorded between its start and its answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

process.env.DYNAMODB_REPORT_CAPACITY = 'true';

const { DEMO_ACCOUNTS } = await import('../../bin/seed/demo-accounts');
const { DEMO_CLASS } = await import('../../bin/seed/demo-profiles');
const { startLocalStack } = await import('../../bin/local-stack');
const { takeConsumedCapacity } = await import('../../functions/data/consumed-capacity');
const { percentile, printTable, reportTargets } = await import('./stats');
const { twinIdToken } = await import('../support/twin-sign-in');

/** List prices (USD, us-east-1, November 2026). */
export const PRICES = {
  dynamoReadPerMillion: 0.125,
  dynamoWritePerMillion: 0.625,
  lambdaArmPerGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  httpApiPerMillion: 1.0,
  cloudFrontPerMillionHttps: 1.0,
} as const;

const MEMORY_MB = 512;
const ROUNDS = 30;
const MAX_RATE = 20;

interface Sample {
  readUnits: number;
  writeUnits: number;
  ms: number;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-capacity-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true, schedules: false });
  const samples = new Map<string, Sample[]>();
  let last = 0;
  /** One request of the mix, at most MAX_RATE a second, with what it consumed. */
  const measure = async <T>(route: string, call: () => Promise<T>): Promise<T> => {
    const wait = last + 1000 / MAX_RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    takeConsumedCapacity();
    const started = performance.now();
    last = started;
    const result = await call();
    const ms = performance.now() - started;
    const consumed = takeConsumedCapacity();
    const list = samples.get(route) ?? [];
    list.push({ readUnits: consumed.readUnits, writeUnits: consumed.writeUnits, ms });
    samples.set(route, list);
    return result;
  };
  const api = async (method: string, url: string, token: string | null, body?: unknown, expected = 200) => {
    const response = await fetch(`${stack.url}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return text;
  };
  const signIn = (username: string) => twinIdToken(stack.url, stack.userPoolClientId, username);

  for (let round = 0; round < ROUNDS; round += 1) {
    // A student's morning: sign in (the post-authentication trigger writes the sign-in), the
    // session, the library, an app.
    const student = await measure('sign-in (Cognito + trigger)', () => signIn(DEMO_ACCOUNTS.student.username));
    await measure('GET /api/auth/session', () => api('GET', '/api/auth/session', student));
    await measure('GET /api/services (library)', () => api('GET', '/api/services', student));
    const child = await signIn(DEMO_ACCOUNTS.child.username);
    takeConsumedCapacity();
    const ticket = await measure('POST /api/saml2/idp/tickets (launch 1/2)', async () => {
      const text = await api('POST', '/api/saml2/idp/tickets', child, { serviceId: '2', relayState: '/play' }, 201);
      return (JSON.parse(text) as { ticket: string }).ticket;
    });
    await measure('POST /api/saml2/idp/launch (launch 2/2)', async () => {
      const response = await fetch(`${stack.url}/api/saml2/idp/launch`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ticket }).toString(),
        redirect: 'manual',
      });
      if (response.status !== 200) throw new Error(`launch answered ${response.status}`);
      await response.text();
    });
    // A teacher's class page, and a username checked at registration.
    const teacher = await signIn(DEMO_ACCOUNTS.teacher.username);
    takeConsumedCapacity();
    await measure('GET /api/me/class-groups (teacher)', () => api('GET', '/api/me/class-groups', teacher));
    await measure('GET /api/class-groups/{id} (class page)', () =>
      api('GET', `/api/class-groups/${DEMO_CLASS.id}`, teacher),
    );
    await measure('POST /api/users/check-username', () =>
      api('POST', '/api/users/check-username', null, { username: `new-pupil-${round}` }),
    );
  }
  await stack.stop();

  const gbSeconds = (ms: number) => (Math.max(1, Math.ceil(ms)) / 1000) * (MEMORY_MB / 1024);
  const rows = [...samples].map(([route, list]) => {
    const mean = (pick: (sample: Sample) => number) =>
      list.reduce((sum, sample) => sum + pick(sample), 0) / list.length;
    const rru = mean((sample) => sample.readUnits);
    const wru = mean((sample) => sample.writeUnits);
    const p50 = percentile(
      list.map((sample) => sample.ms),
      50,
    );
    const viaApi = !route.startsWith('sign-in');
    const perMillion =
      rru * PRICES.dynamoReadPerMillion +
      wru * PRICES.dynamoWritePerMillion +
      1e6 * gbSeconds(p50) * PRICES.lambdaArmPerGbSecond +
      PRICES.lambdaPerMillionRequests +
      (viaApi ? PRICES.httpApiPerMillion + PRICES.cloudFrontPerMillionHttps : 0);
    return [route, String(list.length), rru, wru, p50, String(MEMORY_MB), perMillion] as const;
  });
  console.log(
    `Capacity per request, ${ROUNDS} rounds at most ${MAX_RATE} requests/s, measured ${new Date().toISOString().slice(0, 10)}:`,
  );
  printTable(['route', 'n', 'RRU/req', 'WRU/req', 'p50 ms', 'MB', 'USD per 1M'], rows);
  console.log(
    'USD per 1M = DynamoDB on-demand units + Lambda arm64 (p50 at the memory, billed per ms) + Lambda requests + HTTP API + CloudFront HTTPS requests (data transfer not included).',
  );
  met = reportTargets([
    [rows.every((row) => row[1] === String(ROUNDS)), `every route measured ${ROUNDS} times`],
    [rows.some((row) => row[2] > 0), 'the data layer reported consumed read capacity'],
  ]);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
