import type { JobKind } from '../../../shared/schemas/jobs';

/**
 * Starts the work of a job whose record is written (ARCHITECTURE 'Jobs and progress'). It does
 * not wait for the work: the work writes its progress on the job record, which the page polls.
 */
export interface JobRunner {
  start(job: { id: string; kind: JobKind }): Promise<void>;
}

/** What a worker receives: the job to run (its record says the rest). */
export interface JobWorkerEvent {
  jobId: string;
}

/** The environment variable that names a job kind's worker function (set on the routes that start it). */
export function jobWorkerVariable(kind: JobKind): string {
  return `JOB_WORKER_${kind.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}
