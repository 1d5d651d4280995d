import type { JobWorkerEvent } from '../../adapters/job-runner/port';
import { runJob, type JobWork } from '../../domain/jobs/job-work';

/** A job kind's worker entry: runs the job named by the event (a job not queued is left alone). */
export function defineJobWorker(work: () => JobWork) {
  return async (event: JobWorkerEvent): Promise<void> => {
    await runJob(event.jobId, work());
  };
}
