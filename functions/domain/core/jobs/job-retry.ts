import { isTransientError } from '../../../platform/transient-error';

/**
 * How jobs retry what is transient (ARCHITECTURE 'Jobs and progress'; docs/internals.md 'Jobs').
 *
 * - A step that fails with a transient error (isTransientError: a timeout, throttling, a
 *   service's 5xx, a lost connection) is tried again within the run, with exponential backoff and
 *   jitter, up to `step.attempts` times in all; the steps beside it carry on meanwhile.
 * - A run that still fails transiently leaves the job queued with its cursor, and the job's
 *   runner runs it again, up to `runs` runs per start: in AWS Lambda's asynchronous invocation
 *   retries the worker (MaximumRetryAttempts = runs − 1, waiting about one and then two minutes)
 *   and sends the event of the last failed run to the job dead-letter queue; in the twin, and for
 *   callers that run the work themselves (the demo seed), the runner waits `localRunBackoff`.
 * - A permanent error (validation, not found, refused, a fault in our code) fails the job at once.
 */
export const JOB_RETRY_POLICY = {
  /** A step's tries within one run: the first and four retries, waiting 50–100, 100–200, 200–400 and 400–800 ms. */
  step: { attempts: 5, backoff: { baseMs: 100, maxMs: 5_000 } },
  /** Runs per start (the first and two automatic resumes), then the job is failed and its Resume is its owner's. */
  runs: 3,
  /** Where the job's own runner resumes it (the twin, the seed): waits of 1–2 s, then 2–4 s, where Lambda waits minutes. */
  localRunBackoff: { baseMs: 2_000, maxMs: 10_000 },
} as const;

export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export interface StepRetry {
  attempts: number;
  backoff: Backoff;
}

/**
 * The wait before the n-th retry (1, 2, …): exponential (base × 2^(n−1), at most max) with equal
 * jitter (half of it fixed, half random), so retries of many steps spread out yet each waits a
 * little at least.
 */
export function backoffMs(retry: number, backoff: Backoff, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, retry - 1));
  return ceiling / 2 + random() * (ceiling / 2);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt`, trying again after a backoff while it fails transiently, up to `policy.attempts`
 * tries; a permanent error, or the last transient one, is thrown as it is.
 */
export async function retryTransient<T>(
  attempt: (tryNumber: number) => Promise<T>,
  policy: StepRetry,
  options: { wait?: (ms: number) => Promise<void>; onRetry?: (error: unknown, retry: number) => void } = {},
): Promise<T> {
  const wait = options.wait ?? sleep;
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await attempt(tryNumber);
    } catch (error) {
      if (tryNumber >= policy.attempts || !isTransientError(error)) throw error;
      options.onRetry?.(error, tryNumber);
      await wait(backoffMs(tryNumber, policy.backoff));
    }
  }
}

/**
 * Fails a worker's invocation after a run that failed transiently, so that its runner runs the job
 * again ('again'), or, after the last run ('gave-up'), reports it: in AWS the event then goes to
 * the job dead-letter queue, whose alarm tells the team. Its message names the job.
 */
export class JobRunFailedError extends Error {
  constructor(
    readonly jobId: string,
    readonly next: 'again' | 'gave-up',
    cause: unknown,
  ) {
    super(
      next === 'again'
        ? `Job ${jobId}: a run failed transiently (${String(cause)}); the job is queued for its next run`
        : `Job ${jobId}: its last run failed transiently (${String(cause)}); the job is failed and its owner may resume it`,
      { cause },
    );
    this.name = 'JobRunFailedError';
  }
}
