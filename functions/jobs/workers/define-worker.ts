import type { JobWorkerEvent } from '../../adapters/job-runner/port';
import { runJobOnce, type JobRunHooks, type JobWork } from '../../domain/core/jobs/job-work';
import { JobRunFailedError } from '../../domain/core/jobs/job-retry';

/** What a worker reads of Lambda's context: how long its invocation may still run. */
export interface JobWorkerContext {
  getRemainingTimeInMillis(): number;
}

/**
 * A job kind's worker entry: one run of the job named by the event (a job not waiting for a run
 * is left alone). The run holds the job until the invocation's deadline. When the run failed
 * transiently the invocation fails too, so that the job's runner runs it again (in AWS Lambda's
 * asynchronous retries, lib-infra/api/job-workers.ts; in the twin its in-process runner), and when
 * it was the last run the event goes to the dead-letter queue. A job that succeeded or failed
 * permanently ends the invocation normally: its record says how it ended.
 */
export function defineJobWorker(work: () => JobWork, options: { hooks?: JobRunHooks } = {}) {
  return async (event: JobWorkerEvent, context?: JobWorkerContext): Promise<void> => {
    const remaining = context?.getRemainingTimeInMillis();
    const ended = await runJobOnce(event.jobId, work(), {
      ...(remaining !== undefined ? { leaseUntil: new Date(Date.now() + remaining) } : {}),
      ...(options.hooks ? { hooks: options.hooks } : {}),
    });
    if (ended.outcome === 'retry' || (ended.outcome === 'failed' && ended.transient))
      throw new JobRunFailedError(event.jobId, ended.outcome === 'retry' ? 'again' : 'gave-up', ended.cause);
  };
}
