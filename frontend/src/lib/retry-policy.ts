/**
 * visitor-and-account §7: a request that got no answer (status 0) or a server error (5xx) is
 * tried again — 10 times 5 s apart, or 5 times 3 s apart for the start-up calls — but only when
 * repeating it cannot do anything twice: GETs, and calls whose contract says `retry: 'safe'`.
 * A 503's Retry-After (the API's outage answer) is honoured. Pure: the clock is passed in.
 */

export interface RetryPolicy {
  retries: number;
  delayMs: number;
}

export const NORMAL_RETRIES: RetryPolicy = { retries: 10, delayMs: 5000 };
export const STARTUP_RETRIES: RetryPolicy = { retries: 5, delayMs: 3000 };
/** A Retry-After longer than this is not waited for: the visitor would think the page dead. */
export const LONGEST_RETRY_WAIT_MS = 30_000;

/** What the policy needs to know of a failure (ApiRequestError has both). */
export interface RequestFailure {
  status: number;
  retryAfterMs?: number | null;
}

function failureOf(error: unknown): RequestFailure | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number')
    return null;
  return error as RequestFailure;
}

/** Only no answer (0) or a 5xx is worth another try; an abort never is. */
export function isRetryableFailure(error: unknown): boolean {
  const failure = failureOf(error);
  return failure !== null && (failure.status === 0 || failure.status >= 500);
}

/** GETs, and calls an endpoint declares safe to repeat (`retry: 'safe'` in its contract). */
export function isSafeToRepeat(endpoint: { method: string; retry?: 'safe' }): boolean {
  return endpoint.method === 'GET' || endpoint.retry === 'safe';
}

/** The wait before the next try: the answer's Retry-After when it gave one, else the policy's. */
export function retryDelayMs(error: unknown, policy: RetryPolicy): number {
  const retryAfter = failureOf(error)?.retryAfterMs;
  return typeof retryAfter === 'number' && retryAfter >= 0
    ? Math.min(retryAfter, LONGEST_RETRY_WAIT_MS)
    : policy.delayMs;
}

/** Seconds (or an HTTP date) of a Retry-After header, in milliseconds; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface RetryOptions {
  policy: RetryPolicy;
  /** Aborted when the page that asked is gone: the wait ends and the last failure is thrown. */
  signal?: AbortSignal;
  /** Told before each wait (the client log): which try comes next and after how long. */
  onWait?: (attempt: number, delayMs: number) => void;
  /**
   * Told at the first failure that will be tried again (the "Reconnecting…" status). Its `done` is
   * called once, when the request ends, answered or given up: the status holds through the tries
   * as well as the waits between them, so it does not blink off while a try is under way. An abort
   * of the returned signal gives up as the request's own signal does.
   */
  reconnecting?: () => { signal?: AbortSignal; done: () => void };
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Resolves after `ms`, or at once when `signal` is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Runs `attempt`, trying again per the policy while it fails with no answer or a 5xx. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { policy, signal, onWait, reconnecting, sleep: wait = sleep }: RetryOptions,
): Promise<T> {
  let waiting: { signal?: AbortSignal; done: () => void } | undefined;
  try {
    for (let tries = 0; ; tries += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!isRetryableFailure(error) || tries >= policy.retries) throw error;
        waiting ??= reconnecting?.();
        const signals = [signal, waiting?.signal].filter(
          (candidate): candidate is AbortSignal => candidate !== undefined,
        );
        const givenUp = () => signals.some((candidate) => candidate.aborted);
        if (givenUp()) throw error;
        const delay = retryDelayMs(error, policy);
        onWait?.(tries + 1, delay);
        await wait(delay, signals.length > 1 ? AbortSignal.any(signals) : signals[0]);
        if (givenUp()) throw error;
      }
    }
  } finally {
    waiting?.done();
  }
}
