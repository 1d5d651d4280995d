import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { backoffMs, JOB_RETRY_POLICY, retryTransient } from '../../../functions/domain/core/jobs/job-retry';
import { ValidationError } from '../../../functions/platform/errors';
import { isTransientError, TransientError } from '../../../functions/platform/transient-error';
import { permanentFaults, transientFaults } from '../../support/transient-faults';

describe('what a job retries', () => {
  it('counts timeouts, throttling, 5xx answers and lost connections as transient, wrapped or not', () => {
    for (const [name, fault] of Object.entries(transientFaults)) {
      expect(isTransientError(fault()), name).toBe(true);
      expect(isTransientError(new Error('the step failed', { cause: fault() })), `${name}, wrapped`).toBe(true);
    }
    expect(isTransientError(new TransientError('run it again'))).toBe(true);
    expect(isTransientError(Object.assign(new Error('too many open files'), { code: 'EMFILE' }))).toBe(true);
    expect(isTransientError({ name: 'SlowDown', $metadata: { httpStatusCode: 503 } })).toBe(true);
    expect(isTransientError({ name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } })).toBe(true);
  });

  it('counts refusals, failed conditions and faults in our code as permanent', () => {
    for (const [name, fault] of Object.entries(permanentFaults)) expect(isTransientError(fault()), name).toBe(false);
    expect(isTransientError(new ValidationError([{ status: '422', code: 'validation', detail: 'No.' }]))).toBe(false);
    expect(isTransientError('a string')).toBe(false);
    expect(isTransientError(null)).toBe(false);
  });

  it('retries a cancelled transaction only when every reason is a conflict or throttling', () => {
    const cancelled = (...codes: string[]) =>
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: codes.map((Code) => ({ Code })),
      });

    expect(isTransientError(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isTransientError(cancelled('ThrottlingError'))).toBe(true);
    expect(isTransientError(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(isTransientError(cancelled('None', 'ConditionalCheckFailed'))).toBe(false);
  });
});

describe('backoff', () => {
  it('doubles from the base up to the cap, with half of each wait random', () => {
    const backoff = { baseMs: 100, maxMs: 1_000 };

    const lowest = [1, 2, 3, 4, 5].map((retry) => backoffMs(retry, backoff, () => 0));
    const highest = [1, 2, 3, 4, 5].map((retry) => backoffMs(retry, backoff, () => 1));

    expect(lowest).toEqual([50, 100, 200, 400, 500]);
    expect(highest).toEqual([100, 200, 400, 800, 1_000]);
  });

  it('waits at most about 1.5 s in all between the five tries of a step', () => {
    const { attempts, backoff } = JOB_RETRY_POLICY.step;
    const worst = Array.from({ length: attempts - 1 }, (_, index) => backoffMs(index + 1, backoff, () => 1));

    expect(worst.reduce((sum, ms) => sum + ms, 0)).toBe(1_500);
  });
});

describe('retryTransient', () => {
  const policy = { attempts: 4, backoff: { baseMs: 100, maxMs: 1_000 } };

  it('tries again after each transient failure, waiting longer each time, and answers the first success', async () => {
    // Prepare
    const waits: number[] = [];
    let tries = 0;

    // Act
    const answer = await retryTransient(
      async () => {
        tries += 1;
        if (tries < 3) throw transientFaults.throttled();
        return 'done';
      },
      policy,
      { wait: async (ms) => void waits.push(ms) },
    );

    // Assess
    expect(answer).toBe('done');
    expect(tries).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(50);
    expect(waits[0]).toBeLessThanOrEqual(100);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
  });

  it('throws a permanent error at once, and the last transient one after all its tries', async () => {
    // Prepare
    let permanentTries = 0;
    let transientTries = 0;
    const wait = async () => undefined;

    // Act
    const permanent = retryTransient(
      async () => {
        permanentTries += 1;
        throw permanentFaults.notFound();
      },
      policy,
      { wait },
    );
    const transient = retryTransient(
      async () => {
        transientTries += 1;
        throw transientFaults.timedOut();
      },
      policy,
      { wait },
    );

    // Assess
    await expect(permanent).rejects.toThrow('The school could not be found.');
    await expect(transient).rejects.toThrow('Request did not complete');
    expect(permanentTries).toBe(1);
    expect(transientTries).toBe(4);
  });
});
