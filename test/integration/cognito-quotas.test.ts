import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInDirectory } from '../../functions/adapters/sign-in-directory';
import { JOB_RETRY_POLICY, retryTransient } from '../../functions/domain/core/jobs/job-retry';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../lib-infra/local/dynamodb-local';
import { COGNITO_DEFAULT_QUOTAS } from '../../lib-infra/local/cognito-quotas';
import { freshAccount } from './support/accounts';
import { useLocalTable } from './support/local-table';
import { portal, VALID_PASSWORD } from './support/portal-client';

/** Three times the UserAccountUpdate quota, sent at once: what a bulk password change does without pacing. */
const RATE = COGNITO_DEFAULT_QUOTAS.UserAccountUpdate;
const BURST = RATE * 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the twin's user pool holds Cognito's request-rate quotas", () => {
  let username = '';

  beforeAll(async () => {
    useLocalTable();
    username = (await freshAccount('teacher')).form.email;
  });

  it('refuses calls over the UserAccountUpdate rate with TooManyRequestsException, and takes them again a second later', async () => {
    // Prepare: a client that does not retry, to see each answer
    const client = new CognitoIdentityProviderClient({
      endpoint: portal().cognitoEndpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      maxAttempts: 1,
    });
    const setPassword = () =>
      client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: portal().userPoolId,
          Username: username,
          Password: VALID_PASSWORD,
          Permanent: true,
        }),
      );

    // Act
    await pause(1_100);
    const started = Date.now();
    const answers = await Promise.allSettled(Array.from({ length: BURST }, setPassword));
    const seconds = (Date.now() - started) / 1000;
    await pause(1_100);
    const later = await setPassword().then(
      () => 'taken',
      (error: unknown) => error,
    );
    client.destroy();

    // Assess
    const refused = answers.filter(
      (answer) => answer.status === 'rejected' && answer.reason instanceof TooManyRequestsException,
    );
    const taken = answers.filter((answer) => answer.status === 'fulfilled').length;
    expect(refused.length).toBeGreaterThan(0);
    expect(taken + refused.length).toBe(BURST);
    // A second's worth at once, then the rate: never more while the burst lasted.
    expect(taken).toBeLessThanOrEqual(RATE + Math.ceil(RATE * seconds));
    expect(later).toBe('taken');
  });

  it("finishes the same burst through the functions' user-pool client and a job step's retry, backing off", async () => {
    // Prepare: the quota's second is whole again
    const directory = signInDirectory();
    await pause(1_100);
    const started = Date.now();

    // Act
    const outcomes = await Promise.allSettled(
      Array.from({ length: BURST }, () =>
        retryTransient(() => directory.setPassword(username, VALID_PASSWORD), JOB_RETRY_POLICY.step),
      ),
    );

    // Assess: every call went through (the SDK retries TooManyRequestsException as throttling, a
    // job's step what the SDK gives up on), and no faster than the quota allows
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(((BURST - RATE) / RATE) * 1000 - 100);
  });
});
