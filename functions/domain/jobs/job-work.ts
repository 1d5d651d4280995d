import { randomUUID } from 'node:crypto';
import { JOB_MESSAGES, MAX_JOB_LINES, type Job, type JobKind } from '../../../shared/schemas/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import type { JobRunner } from '../../adapters/job-runner/port';
import {
  claimJob,
  getJobRecord,
  JobLostError,
  jobRecords,
  publicJob,
  writeJobProgress,
  type JobRecord,
} from '../../data/jobs';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { countJobEvent } from '../../platform/metrics';

/**
 * Running a job's work in phases of steps (ARCHITECTURE 'Jobs and progress').
 *
 * A phase is a list of steps the work derives from what it acts on (the same list every run).
 * Steps run in chunks; after each chunk the job record gets, in one conditional write, the
 * phase's cursor (steps done), the counts and the lines of that chunk, so `done` of `total` is
 * always what was finished. A failure leaves the job 'failed' with all of that kept; a resume
 * starts each phase at its cursor. The steps of the chunk that failed run again, so each step must
 * be idempotent (do nothing when already done): the work's own writes make sure of it.
 */
export interface PhaseOptions {
  /** Steps run side by side within a chunk; the cursor moves after each chunk. */
  chunkSize?: number;
  /** A line written when the phase is done, from its number of steps. */
  doneLine?: (steps: number) => string;
}

export interface JobContext {
  readonly job: JobRecord;
  readonly now: () => Date;
  /** Declares how many steps the whole job has (before the first phase). */
  setTotal(total: number): Promise<void>;
  phase<T>(
    name: string,
    steps: readonly T[],
    run: (step: T, index: number) => Promise<Record<string, number>>,
    options?: PhaseOptions,
  ): Promise<void>;
  line(text: string): void;
}

export interface JobWork {
  kind: JobKind;
  /** The steps, in phases; answers the job's result (e.g. { importId }). */
  run(context: JobContext): Promise<Record<string, string>>;
  /** Told when the run failed (e.g. to mark what the job works on as failed too). */
  onFailure?(job: JobRecord): Promise<void>;
}

/** Test hooks: a step can be made to fail, to test resuming. */
export interface JobRunHooks {
  beforeStep?(phase: string, index: number): void | Promise<void>;
}

const DEFAULT_CHUNK = 25;

/**
 * Runs a queued job: claims it (a second invocation of the same job finds it claimed and does
 * nothing), runs its phases from their cursors, and leaves it succeeded or failed.
 */
export async function runJob(
  jobId: string,
  work: JobWork,
  options: { now?: () => Date; hooks?: JobRunHooks } = {},
): Promise<Job | null> {
  const now = options.now ?? (() => new Date());
  const runId = randomUUID();
  const job = await claimJob(jobId, runId, 'queued', now());
  if (!job) {
    logger.warn('job not claimed: it is not queued', { jobId });
    return null;
  }
  if (job.kind !== work.kind) throw new Error(`Job ${jobId} is a ${job.kind} job, not ${work.kind}`);
  countJobEvent('started', job.kind);
  let counts = { ...job.counts };
  let lines = [...job.lines];
  let done = job.done;
  const cursor = { ...job.cursor };
  let pendingLines: string[] = [];
  const write = (progress: Parameters<typeof writeJobProgress>[2]) => writeJobProgress(jobId, runId, progress, now());

  const context: JobContext = {
    job,
    now,
    async setTotal(total) {
      await write({ total });
    },
    line(text) {
      pendingLines.push(text);
    },
    async phase(name, steps, run, phaseOptions = {}) {
      const chunkSize = phaseOptions.chunkSize ?? DEFAULT_CHUNK;
      const start = cursor[name] ?? 0;
      for (let from = start; from < steps.length; from += chunkSize) {
        const chunk = steps.slice(from, from + chunkSize);
        const added = await Promise.all(
          chunk.map(async (step, offset) => {
            await options.hooks?.beforeStep?.(name, from + offset);
            const stepCounts = await run(step, from + offset);
            return stepCounts;
          }),
        );
        const nextCounts = { ...counts };
        for (const stepCounts of added)
          for (const [key, value] of Object.entries(stepCounts)) nextCounts[key] = (nextCounts[key] ?? 0) + value;
        const nextCursor = { ...cursor, [name]: from + chunk.length };
        const nextLines = [...lines, ...pendingLines].slice(-MAX_JOB_LINES);
        await write({ cursor: nextCursor, counts: nextCounts, done: done + chunk.length, lines: nextLines });
        counts = nextCounts;
        cursor[name] = from + chunk.length;
        done += chunk.length;
        lines = nextLines;
        pendingLines = [];
      }
      if (start < steps.length || steps.length === 0) {
        if (phaseOptions.doneLine && start < steps.length) pendingLines.push(phaseOptions.doneLine(steps.length));
        if (pendingLines.length > 0) {
          lines = [...lines, ...pendingLines].slice(-MAX_JOB_LINES);
          pendingLines = [];
          await write({ lines });
        }
      }
    },
  };

  try {
    const result = await work.run(context);
    lines = [...lines, ...pendingLines].slice(-MAX_JOB_LINES);
    const finished = await write({ status: 'succeeded', result, lines });
    countJobEvent('succeeded', job.kind);
    return publicJob(finished);
  } catch (error) {
    if (error instanceof JobLostError) {
      logger.warn('job run stopped: another run holds the job', { jobId });
      return null;
    }
    logger.error('job failed', { jobId, kind: work.kind, error: error as Error });
    const stoppedAt = `Stopped after ${done} of ${(await getJobRecord(jobId))?.total ?? done} steps.`;
    const failed = await write({
      status: 'failed',
      error: job.failureMessage ?? JOB_MESSAGES.stalled,
      lines: [...lines, ...pendingLines, stoppedAt].slice(-MAX_JOB_LINES),
    });
    countJobEvent('failed', job.kind);
    await work.onFailure?.(failed);
    return publicJob(failed);
  }
}

/**
 * A job queued or running whose record has not moved for this long has no work behind it any more:
 * its worker was stopped (a Lambda that reached its timeout, a lost invocation, a twin that was
 * shut down). Every chunk of steps writes progress, and no worker may run longer than
 * functions/jobs/workers.ts allows (15 minutes, checked by a unit test), so a live job is never
 * this old. Such a job is shown as failed and may be resumed.
 */
export const STALLED_AFTER_MINUTES = 20;

function stalledBefore(now: Date): string {
  return new Date(now.getTime() - STALLED_AFTER_MINUTES * 60_000).toISOString();
}

export function isStalled(job: Pick<JobRecord, 'status' | 'updatedAt'>, now: Date): boolean {
  return (job.status === 'queued' || job.status === 'running') && job.updatedAt < stalledBefore(now);
}

/** A job the caller started; 404 for anyone else's (never 403: a job id tells nothing). */
export async function ownJob(user: SessionUser, jobId: string): Promise<JobRecord> {
  const job = await getJobRecord(jobId);
  if (!job || job.ownerId !== user.id) throw new NotFoundError(JOB_MESSAGES.notFound);
  return job;
}

/** The caller's job as its page shows it: a stalled one is failed, with what to do. */
export async function ownJobAsShown(user: SessionUser, jobId: string, now: Date = new Date()): Promise<Job> {
  const job = publicJob(await ownJob(user, jobId));
  return isStalled(job, now) ? { ...job, status: 'failed', error: JOB_MESSAGES.stalled } : job;
}

/**
 * The runner of a caller that runs the work itself with runJob (the demo seed, a sync's own
 * imports, tests): it starts nothing.
 */
export const RUN_BY_CALLER: JobRunner = { start: async () => undefined };

/** The work starts; a runner that cannot start it leaves the job failed (resumable) and says so. */
export async function startJob(
  job: Pick<JobRecord, 'id' | 'kind'> & { failureMessage: string },
  runner: JobRunner,
): Promise<void> {
  try {
    await runner.start(job);
  } catch (error) {
    logger.error('job could not be started', { jobId: job.id, error: error as Error });
    await jobRecords.update(
      { id: job.id },
      { status: 'failed', error: job.failureMessage, updatedAt: new Date().toISOString() },
    );
  }
}

/**
 * Resume: a failed or stalled job is queued again (with what it had done kept) and its work
 * started; it then skips every step already done. Any other job: 409 notResumable.
 */
export async function resumeOwnJob(
  user: SessionUser,
  jobId: string,
  runner: JobRunner,
  now: Date = new Date(),
): Promise<Job> {
  const job = await ownJob(user, jobId);
  if (job.status !== 'failed' && !isStalled(job, now)) throw new ConflictError(JOB_MESSAGES.notResumable);
  // Failed, or still failed-looking when written: stalled (not moved since the cut-off).
  const condition = {
    expression: '#status = :failed OR ((#status = :queued OR #status = :running) AND #updatedAt < :stalledBefore)',
    names: { '#status': 'status', '#updatedAt': 'updatedAt' },
    values: { ':failed': 'failed', ':queued': 'queued', ':running': 'running', ':stalledBefore': stalledBefore(now) },
  };
  let queued: JobRecord;
  try {
    queued = await jobRecords.update(
      { id: jobId },
      { status: 'queued', error: null, updatedAt: now.toISOString() },
      { condition },
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new ConflictError(JOB_MESSAGES.notResumable);
    throw error;
  }
  countJobEvent('retried', queued.kind);
  await startJob({ ...queued, failureMessage: queued.failureMessage ?? JOB_MESSAGES.stalled }, runner);
  return publicJob((await getJobRecord(jobId)) ?? queued);
}
