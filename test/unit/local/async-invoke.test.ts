import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invokeWithRetries, localDeadLetters, type LocalDeadLetters } from '../../../lib-infra/local/async-invoke';

/** The twin's stand-in for Lambda's asynchronous invocation (retries, then the dead-letter queue). */
describe("the twin's asynchronous invocation", () => {
  let dir: string;
  let deadLetters: LocalDeadLetters;
  const notices: string[] = [];
  const waits: number[] = [];
  const options = () => ({
    functionName: 'export-worker',
    timeoutMs: 60_000,
    retryAttempts: 2,
    backoff: { baseMs: 1_000, maxMs: 10_000 },
    deadLetters,
    notify: (line: string) => notices.push(line),
    wait: async (ms: number) => void waits.push(ms),
  });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'async-invoke-'));
    deadLetters = localDeadLetters(path.join(dir, 'job-dead-letters.jsonl'));
    notices.length = 0;
    waits.length = 0;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('invokes again after a failed attempt, with the deadline of the function’s timeout, and answers the success', async () => {
    // Prepare
    const remaining: number[] = [];
    let attempts = 0;

    // Act
    const answer = await invokeWithRetries(
      async (event: { jobId: string }, context) => {
        remaining.push(context.getRemainingTimeInMillis());
        attempts += 1;
        if (attempts < 3) throw new Error('a run failed transiently');
        return event.jobId;
      },
      { jobId: 'job-1' },
      options(),
    );

    // Assess
    expect(answer).toBe('job-1');
    expect(attempts).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits[1] ?? 0).toBeGreaterThanOrEqual(1_000);
    for (const ms of remaining) expect(ms).toBeGreaterThan(59_000);
    expect(await deadLetters.list()).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('keeps the event as a dead letter after its last attempt, in the shape of Lambda’s on-failure record, and says so once', async () => {
    // Act
    const invoked = invokeWithRetries(
      async () => {
        throw Object.assign(new Error('Job job-2: its last run failed transiently'), { name: 'JobRunFailedError' });
      },
      { jobId: 'job-2' },
      options(),
    );

    // Assess
    await expect(invoked).rejects.toThrow('its last run failed transiently');
    const [letter, ...others] = await deadLetters.list();
    expect(others).toEqual([]);
    expect(letter).toMatchObject({
      requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: 3 },
      requestPayload: { jobId: 'job-2' },
      responsePayload: { errorType: 'JobRunFailedError', errorMessage: 'Job job-2: its last run failed transiently' },
    });
    expect(letter?.requestContext.functionArn).toContain('export-worker');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('gave up after 3 attempts');
    expect(notices[0]).toContain('job-dead-letters.jsonl');
  });
});
