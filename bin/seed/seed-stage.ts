import { JOB_RETRY_POLICY, retryTransient, sleep } from '../../functions/domain/core/jobs/job-retry';

/**
 * How a stage of the demo seed is tried again: four tries in all, waiting as the twin's job runner
 * does between runs (1–2 s, 2–4 s, then 4–8 s), since what fails there is a stand-in held up by a
 * busy machine, which needs seconds rather than milliseconds.
 */
export const SEED_STAGE_RETRY = { attempts: 4, backoff: JOB_RETRY_POLICY.localRunBackoff } as const;

/**
 * Runs a stage of the demo seed, trying it again while it fails transiently (a stand-in timing
 * out, throttling or dropping the connection). The seed is idempotent, so a stage run again
 * completes what the failed try began; a permanent error, or the last transient one, is thrown.
 */
export function seedStage<T>(
  name: string,
  stage: () => Promise<T>,
  options: { notify: (line: string) => void; wait?: (ms: number) => Promise<void> },
): Promise<T> {
  return retryTransient(() => stage(), SEED_STAGE_RETRY, {
    wait: options.wait ?? sleep,
    onRetry: (error, retry) =>
      options.notify(
        `The demo seed's ${name} met a busy stand-in (${error instanceof Error ? error.message : String(error)}); trying again (${retry} of ${SEED_STAGE_RETRY.attempts - 1}).`,
      ),
  });
}
