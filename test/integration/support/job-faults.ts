import type { JobRunHooks, JobRunOptions } from '../../../functions/domain/core/jobs/job-work';
import { permanentFaults, transientFaults } from '../../support/transient-faults';

/** The retry policy's shape (five tries a step, three runs) with its waits cut to milliseconds. */
export const QUICK_RETRY: NonNullable<JobRunOptions['policy']> = {
  step: { attempts: 5, backoff: { baseMs: 1, maxMs: 4 } },
  runs: 3,
};

/** What the permanent fault of these tests says (a NotFoundError: a domain refusal). */
export const PERMANENT_FAULT_DETAIL = 'The school could not be found.';

export interface FailingStep extends JobRunHooks {
  /** How many tries the hook made fail. */
  failures(): number;
}

/** Hooks under which the job's first step fails with `fault` on each of its first `tries` tries. */
export function firstStepFails(fault: () => unknown, tries: number): FailingStep {
  let firstPhase: string | null = null;
  let failures = 0;
  return {
    beforeStep(phase, index, tryNumber) {
      firstPhase ??= phase;
      if (phase !== firstPhase || index !== 0 || tryNumber > tries) return;
      failures += 1;
      throw fault();
    },
    failures: () => failures,
  };
}

/** The first step meets DynamoDB throttling twice, then goes through: the job retries it by itself. */
export const throttledTwice = () => firstStepFails(transientFaults.throttled, 2);

/** The first step is refused once: the job fails at once, saying why. */
export const refusedOnce = () => firstStepFails(permanentFaults.notFound, 1);
