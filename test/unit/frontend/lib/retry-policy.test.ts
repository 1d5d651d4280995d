import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LONGEST_RETRY_WAIT_MS,
  NORMAL_RETRIES,
  STARTUP_RETRIES,
  isSafeToRepeat,
  parseRetryAfter,
  withRetries,
  type RetryOptions,
} from '../../../../frontend/src/lib/retry-policy';

class Failure extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`status ${status}`);
  }
}

/** An attempt that fails with `failures` in turn, then succeeds; it counts its calls. */
function attempts(...failures: Failure[]) {
  const calls: number[] = [];
  const run = vi.fn(async () => {
    calls.push(Date.now());
    const failure = failures.shift();
    if (failure) throw failure;
    return 'answer';
  });
  return { run, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withRetries (visitor-and-account §7)', () => {
  it('tries 10 more times, 5 s apart, after no answer or a 5xx, then gives the last failure', async () => {
    // Prepare
    const { run, calls } = attempts(...Array.from({ length: 11 }, (_, index) => new Failure(index % 2 ? 0 : 502)));

    // Act
    const outcome = withRetries(run, { policy: NORMAL_RETRIES }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();

    // Assess
    expect(run).toHaveBeenCalledTimes(11);
    expect(calls).toEqual(Array.from({ length: 11 }, (_, index) => index * 5000));
    expect(await outcome).toMatchObject({ status: 502 });
  });

  it('tries 5 more times, 3 s apart, at start-up', async () => {
    // Prepare
    const { run, calls } = attempts(...Array.from({ length: 6 }, () => new Failure(500)));

    // Act
    const outcome = withRetries(run, { policy: STARTUP_RETRIES }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();

    // Assess
    expect(calls).toEqual([0, 3000, 6000, 9000, 12000, 15000]);
    expect(await outcome).toBeInstanceOf(Failure);
  });

  it('gives the answer as soon as a try succeeds', async () => {
    // Prepare
    const { run } = attempts(new Failure(0), new Failure(503));

    // Act
    const outcome = withRetries(run, { policy: NORMAL_RETRIES });
    await vi.runAllTimersAsync();

    // Assess
    expect(await outcome).toBe('answer');
    expect(run).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('never tries again after a %i', async (status) => {
    // Prepare
    const { run } = attempts(new Failure(status));

    // Act
    const outcome = withRetries(run, { policy: NORMAL_RETRIES }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();

    // Assess
    expect(run).toHaveBeenCalledTimes(1);
    expect(await outcome).toMatchObject({ status });
  });

  it("waits as long as a 503's Retry-After says, within the longest wait", async () => {
    // Prepare
    const { run, calls } = attempts(new Failure(503, 1000), new Failure(503, 120_000));

    // Act
    const outcome = withRetries(run, { policy: NORMAL_RETRIES });
    await vi.runAllTimersAsync();

    // Assess
    expect(await outcome).toBe('answer');
    expect(calls).toEqual([0, 1000, 1000 + LONGEST_RETRY_WAIT_MS]);
  });

  it('gives up the wait when the signal is aborted (the page is gone), with the last failure', async () => {
    // Prepare
    const { run } = attempts(new Failure(500), new Failure(500));
    const controller = new AbortController();
    const outcome = withRetries(run, { policy: NORMAL_RETRIES, signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(1000);

    // Act
    controller.abort();
    await vi.runAllTimersAsync();

    // Assess
    expect(run).toHaveBeenCalledTimes(1);
    expect(await outcome).toMatchObject({ status: 500 });
  });

  it('says before each wait, reconnects once from the first failure to the answer, tries included', async () => {
    // Prepare: the second try is slow, so it is under way after its wait has ended.
    const events: string[] = [];
    let tries = 0;
    const run = vi.fn(async () => {
      tries += 1;
      events.push(`try ${tries}`);
      if (tries === 2) await new Promise((resolve) => setTimeout(resolve, 2000));
      if (tries < 3) throw new Failure(503, 1000);
      return 'answer';
    });
    const options: RetryOptions = {
      policy: NORMAL_RETRIES,
      onWait: (attempt, delayMs) => events.push(`wait ${attempt} ${delayMs}`),
      reconnecting: () => {
        events.push('reconnecting');
        return { done: () => events.push('connected') };
      },
    };

    // Act
    const outcome = withRetries(run, options);
    await vi.advanceTimersByTimeAsync(1500);
    const duringTheSecondTry = [...events];
    await vi.runAllTimersAsync();

    // Assess
    expect(duringTheSecondTry).toEqual(['try 1', 'reconnecting', 'wait 1 1000', 'try 2']);
    expect(await outcome).toBe('answer');
    expect(events).toEqual(['try 1', 'reconnecting', 'wait 1 1000', 'try 2', 'wait 2 1000', 'try 3', 'connected']);
  });

  it('never reconnects a request answered at once, nor one refused for good', async () => {
    // Prepare
    const reconnecting = vi.fn(() => ({ done: () => undefined }));

    // Act
    const answered = await withRetries(attempts().run, { policy: NORMAL_RETRIES, reconnecting });
    const refused = await withRetries(attempts(new Failure(404)).run, { policy: NORMAL_RETRIES, reconnecting }).catch(
      (error: unknown) => error,
    );

    // Assess
    expect(answered).toBe('answer');
    expect(refused).toMatchObject({ status: 404 });
    expect(reconnecting).not.toHaveBeenCalled();
  });

  it('gives up when the reconnecting signal is aborted (the page is left), with the last failure', async () => {
    // Prepare
    const { run } = attempts(new Failure(0), new Failure(0));
    const events: string[] = [];
    const waiting = new AbortController();
    const reconnecting = () => {
      events.push('reconnecting');
      return { signal: waiting.signal, done: () => events.push('done') };
    };
    const outcome = withRetries(run, { policy: NORMAL_RETRIES, reconnecting }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(events).toEqual(['reconnecting']);

    // Act
    waiting.abort();
    await vi.runAllTimersAsync();

    // Assess
    expect(events).toEqual(['reconnecting', 'done']);
    expect(run).toHaveBeenCalledTimes(2);
    expect(await outcome).toMatchObject({ status: 0 });
  });
});

describe('which calls are safe to repeat', () => {
  it.each([
    [{ method: 'GET' }, true],
    [{ method: 'POST', retry: 'safe' as const }, true],
    [{ method: 'POST' }, false],
    [{ method: 'PUT' }, false],
    [{ method: 'DELETE' }, false],
    [{ method: 'PATCH' }, false],
  ])('%o → %s', (endpoint, safe) => {
    expect(isSafeToRepeat(endpoint)).toBe(safe);
  });
});

describe('parseRetryAfter', () => {
  it.each([
    [null, null],
    ['5', 5000],
    [' 0 ', 0],
    ['soon', null],
    ['Thu, 01 Jan 1970 00:00:10 GMT', 10_000],
  ])('%s → %s ms', (header, expected) => {
    expect(parseRetryAfter(header, 0)).toBe(expected);
  });
});
