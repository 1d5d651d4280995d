import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../shared/api/endpoints/auth';
import { contentEndpoints } from '../../shared/api/endpoints/content';
import { SERVICE_UNAVAILABLE } from '../../functions/http/error-mapper';
import { AWS_CALL_LIMITS } from '../../functions/platform/aws-client-config';
import { startLocalStack, type LocalStack } from '../../bin/local-stack';
import { waitUntil } from '../../lib-infra/local/ports';
import { registration } from './support/portal-client';

/**
 * Stops the stand-ins under a running twin of its own (the shared stack serves the other files),
 * as a failing data store or a crashed process would, and checks how the portal answers and
 * recovers.
 */
let stack: LocalStack;
let dataDir: string;
const notices: string[] = [];

/** The worst wait of one call: each attempt may wait the whole answer time, plus a little backoff. */
const OUTAGE_ANSWER_WITHIN_MS =
  AWS_CALL_LIMITS.maxAttempts * (AWS_CALL_LIMITS.requestTimeoutMs + AWS_CALL_LIMITS.connectionTimeoutMs) + 1_000;

/**
 * A public call that reads the table every time (the library's catalogue is answered from each
 * instance's copy, functions/data/services.ts, so it would not notice a frozen store).
 */
async function readSystemAlerts() {
  const started = performance.now();
  const response = await fetch(`${stack.url}${contentEndpoints.listSystemAlerts.path}`);
  const body = (await response.json()) as { errors?: { code: string; detail: string }[] };
  return {
    status: response.status,
    body,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-outage-'));
  stack = await startLocalStack({
    dataDir,
    web: 'none',
    seed: false,
    schedules: false,
    awsCallLimits: true,
    notify: (line) => notices.push(line),
  });
}, 120_000);

afterAll(async () => {
  const dynamoDb = stack.standIns.dynamoDb.current().child;
  if (dynamoDb.exitCode === null) dynamoDb.kill('SIGCONT');
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('when a stand-in stops', () => {
  it('answers 503 within the bounded wait while DynamoDB Local is frozen, and recovers when it resumes', async () => {
    // Prepare
    expect((await readSystemAlerts()).status).toBe(200);
    const dynamoDb = stack.standIns.dynamoDb.current().child;

    // Act
    dynamoDb.kill('SIGSTOP');
    const frozen = await readSystemAlerts();
    dynamoDb.kill('SIGCONT');
    const resumed = await readSystemAlerts();

    // Assess
    expect(frozen.status).toBe(503);
    expect(frozen.body.errors?.[0]).toEqual({
      status: '503',
      code: 'service-unavailable',
      detail: SERVICE_UNAVAILABLE,
    });
    expect(frozen.retryAfter).toBe('5');
    expect(frozen.ms).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
    expect(resumed.status).toBe(200);
  }, 60_000);

  it('says once that DynamoDB Local stopped, restarts it with its data, and serves again', async () => {
    // Prepare
    const crashed = stack.standIns.dynamoDb.current();
    notices.length = 0;

    // Act: killed, then called a few times during the outage
    crashed.child.kill('SIGKILL');
    const duringOutage = await Promise.all([readSystemAlerts(), readSystemAlerts(), readSystemAlerts()]);
    // The supervisor's own probe and ours race: wait for both its notice and an answer.
    await waitUntil(
      'DynamoDB Local to be back',
      async () => notices.includes('DynamoDB Local is running again.') && (await readSystemAlerts()).status === 200,
      60_000,
    );

    // Assess
    expect(duringOutage.every((answer) => answer.status === 503 || answer.status === 200)).toBe(true);
    expect(stack.standIns.dynamoDb.current()).not.toBe(crashed);
    expect(
      notices.filter((line) => line.startsWith('DynamoDB Local stopped unexpectedly (signal SIGKILL)')),
    ).toHaveLength(1);
    expect(notices.filter((line) => line === 'DynamoDB Local is running again.')).toHaveLength(1);
    expect(notices.join('\n')).toContain('run npm start again');
  }, 90_000);

  it('answers 503 while the user pool is frozen, leaves no account behind, and lets the same registration succeed afterwards', async () => {
    // Prepare: the twin runs without demo data, so without countries
    const form = registration({ countryId: null });
    const register = async () => {
      const started = performance.now();
      const response = await fetch(`${stack.url}${authEndpoints.register.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(form),
      });
      return { status: response.status, ms: performance.now() - started };
    };
    const cognitoLocal = stack.standIns.cognito.current().child;

    // Act: the user pool may still do the creation it was asked for once it resumes
    cognitoLocal.kill('SIGSTOP');
    const frozen = await register().finally(() => cognitoLocal.kill('SIGCONT'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const retried = await register();

    // Assess
    expect(frozen.status).toBe(503);
    expect(frozen.ms).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
    expect(retried.status).toBe(201);
  }, 60_000);

  it("restarts cognito-local behind the user pool's address, which keeps answering", async () => {
    // Prepare
    const crashed = stack.standIns.cognito.current();
    notices.length = 0;
    const listPools = () =>
      fetch(stack.cognitoEndpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools',
        },
        body: JSON.stringify({ MaxResults: 1 }),
      }).then(
        (response) => response.status,
        () => 0,
      );

    // Act
    crashed.child.kill('SIGKILL');
    await waitUntil(
      'cognito-local to be back',
      async () => notices.includes('cognito-local is running again.') && (await listPools()) === 200,
      60_000,
    );

    // Assess
    expect(notices.filter((line) => line.startsWith('cognito-local stopped unexpectedly'))).toHaveLength(1);
    expect(notices.filter((line) => line === 'cognito-local is running again.')).toHaveLength(1);
  }, 90_000);
});
