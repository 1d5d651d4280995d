/**
 * Payments benchmark, through the twin's gateway and its Stripe-compatible server:
 * - generating 10,000 activation codes: POST /api/vouchers/generate, then the job until it has
 *   succeeded (target under 10 s);
 * - POST /api/subscriptions p50 and p99 over fresh personal accounts (a customer, a card attached,
 *   a subscription with a free trial at the provider, the subscription and access stored), target p50 ≤ 250 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../bin/seed/demo-accounts';
import { LOCAL_STRIPE_KEYS, startLocalStack } from '../../bin/local-stack';
import { percentile, printTable } from './stats';
import { twinIdToken } from '../support/twin-sign-in';

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 10_000);
const VOUCHER_TARGET_MS = 10_000;
const ACCOUNTS = 30;
const SERVICES = ['1', '2', '3', '4'];
const SUBSCRIBE_TARGET_MS = 250;
const PASSWORD = 'Bench-Password-2026!';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-payments-'));
let met = false;
try {
  const stack = await startLocalStack({ dataDir, web: 'none', seed: true });
  const call = async (method: string, pathname: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${stack.url}${pathname}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const signIn = (username: string, password: string) =>
    twinIdToken(stack.url, stack.userPoolClientId, username, password);

  // 10,000 codes: the request, then the job's progress read as the page reads it.
  const staff = await signIn(DEMO_ACCOUNTS.staff.username, DEMO_PASSWORD);
  const started = performance.now();
  const generated = await call('POST', '/api/vouchers/generate', staff, {
    services: ['2'],
    count: VOUCHERS,
    prefix: 'BENCH-',
    randomLength: 16,
    months: 12,
    days: null,
    maxClaims: 1,
    expiry: null,
    voucherBatchDescription: 'Bench batch',
    voucherBatchCode: null,
    voucherBatchDealer: null,
    voucherBatchRetailer: null,
    voucherBatchEmailViewName: null,
  });
  const jobId = (generated['job'] as { id: string }).id;
  let status = 'queued';
  let created = 0;
  while (status === 'queued' || status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { job } = (await call('GET', `/api/jobs/${jobId}`, staff)) as {
      job: { status: string; counts: Record<string, number> };
    };
    status = job.status;
    created = job.counts['created'] ?? 0;
  }
  const generationMs = performance.now() - started;

  // Subscribing: fresh personal accounts, each to every app sold, card 4242 made as the browser makes it.
  const tokens: string[] = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const email = `bench-${randomUUID()}@example.com`;
    await call('POST', '/api/auth/register', null, {
      accountType: 'home',
      title: 'Ms.',
      firstName: 'Bea',
      lastName: 'Bench',
      countryId: 'AU',
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    });
    tokens.push(await signIn(email, PASSWORD));
  }
  const card = async () => {
    const response = await fetch(`${stack.url}/_local/stripe/v1/payment_methods`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${LOCAL_STRIPE_KEYS.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2035',
        'card[cvc]': '123',
      }),
    });
    return ((await response.json()) as { id: string }).id;
  };
  const subscribeTimes: number[] = [];
  for (const serviceId of SERVICES) {
    for (const token of tokens) {
      const paymentMethodId = await card();
      const before = performance.now();
      await call('POST', '/api/subscriptions', token, {
        requestId: randomUUID(),
        serviceId,
        planId: 'monthly',
        userId: null,
        paymentMethodId,
        couponCode: 'SAVE20',
      });
      subscribeTimes.push(performance.now() - before);
    }
  }
  await stack.stop();

  // The first account's calls make its customer and warm the code paths: left out.
  const measured = subscribeTimes.slice(SERVICES.length);
  printTable(
    ['measure', 'value', 'samples'],
    [
      [
        `generate ${VOUCHERS.toLocaleString('en')} vouchers (request to job succeeded), ms`,
        Math.round(generationMs),
        1,
      ],
      ['POST /api/subscriptions p50 ms', percentile(measured, 50), measured.length],
      ['POST /api/subscriptions p99 ms', percentile(measured, 99), measured.length],
    ],
  );
  const generationMet = status === 'succeeded' && created === VOUCHERS && generationMs < VOUCHER_TARGET_MS;
  const subscribeMet = percentile(measured, 50) <= SUBSCRIBE_TARGET_MS;
  met = generationMet && subscribeMet;
  console.log('\nTargets');
  console.log(
    `${generationMet ? 'met   ' : 'MISSED'}  ${created.toLocaleString('en')} of ${VOUCHERS.toLocaleString('en')} codes made (job ${status}) in ${(generationMs / 1000).toFixed(1)} s (target < ${VOUCHER_TARGET_MS / 1000} s)`,
  );
  console.log(
    `${subscribeMet ? 'met   ' : 'MISSED'}  subscribe p50 ${percentile(measured, 50).toFixed(0)} ms (target ≤ ${SUBSCRIBE_TARGET_MS} ms)`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(met ? 0 : 1);
