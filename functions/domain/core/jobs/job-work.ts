import { randomUUID } from 'node:crypto';
import { JOB_MESSAGES, MAX_JOB_LINES, type Job, type JobKind } from '../../../../shared/schemas/jobs';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { JobRunner } from '../../../adapters/job-runner/port';
import {
  claimJob,
  getJobRecord,
  JobLostError,
  jobRecords,
  publicJob,
  writeJobProgress,
  type JobProgress,
  type JobRecord,
} from '../../../data/jobs';
import { ConflictError, DomainError, NotFoundError } from '../../../platform/errors';
import { logger } from '../../../platform/logger';
import { isTransientError } from '../../../platform/transient-error';
import { backoffMs, JOB_RETRY_POLICY, retryTransient, sleep, type Backoff, type StepRetry } from './job-retry';
import { countJobEvent } from '../../../platform/metrics';
import { inLocale } from '../../../platform/language';
import { SOURCE_LOCALE } from '../../../../shared/i18n/locales';
import { icu, translated } from '../../../../shared/i18n/text';

/**
 * Running a job's work in phases of steps (ARCHITECTURE 'Jobs and progress').
 *
 * A phase is a list of steps the work derives from what it acts on (the same list every run).
 * Up to `chunkSize` steps run side by side; the phase's cursor is how many of its steps are done
 * in order from the first, and each time it has moved by `chunkSize` the job record gets, in one
 * conditional write, the cursor, the counts of the steps before it and the lines, so `done` of
 * `total` is always what was finished. A step that fails transiently is tried again with backoff
 * (job-retry.ts) while the steps beside it carry on. A run that fails leaves the job queued for
 * its next run (transient, runs left) or failed, with all of that kept; the next run or a resume
 * starts each phase at its cursor. Steps past the cursor that were done may run again, so each
 * step must be idempotent (do nothing when already done): the work's own writes make sure of it.
 */
export interface PhaseOptions {
  /** Steps run side by side; the cursor is written each time it has moved by this many steps. */
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

/** Test hooks: a step can be made to fail (before each of its tries), to test retries and resuming. */
export interface JobRunHooks {
  beforeStep?(phase: string, index: number, tryNumber: number): void | Promise<void>;
}

export interface JobRunOptions {
  now?: () => Date;
  hooks?: JobRunHooks;
  /** Until when this run may work (its Lambda's deadline); DEFAULT_RUN_LEASE_MINUTES from now without one. */
  leaseUntil?: Date;
  /** The retry policy; JOB_RETRY_POLICY unless a test shortens its waits. */
  policy?: { step: StepRetry; runs: number };
}

/**
 * How one run ended: not claimed (another run holds the job, or it is not waiting for a run);
 * succeeded; 'retry' (it failed transiently and the job is queued again for its next run); or
 * failed, `transient` telling whether it was the last of its runs that failed transiently (the
 * runner then reports it: the dead-letter queue in AWS) or a permanent error.
 */
export type JobRunOutcome =
  | { outcome: 'not-claimed'; job: null }
  | { outcome: 'succeeded'; job: Job }
  | { outcome: 'retry'; job: Job; run: number; cause: unknown }
  | { outcome: 'failed'; job: Job; transient: boolean; cause: unknown };

const DEFAULT_CHUNK = 25;
/** A step starts only within this many chunks of its phase's cursor, so a failed run redoes little. */
const WINDOW_CHUNKS = 8;

/** Whether the phase's failure should be the one reported: a lost job first, then a permanent error. */
function weightOf(error: unknown): number {
  if (error instanceof JobLostError) return 3;
  return isTransientError(error) ? 1 : 2;
}

/**
 * One run of a queued job (or of a running one whose lease has passed): claims it (a second
 * invocation of the same job finds it claimed and does nothing), runs its phases from their
 * cursors, and leaves it succeeded, queued for its next run, or failed.
 */
export async function runJobOnce(jobId: string, work: JobWork, options: JobRunOptions = {}): Promise<JobRunOutcome> {
  const now = options.now ?? (() => new Date());
  const policy = options.policy ?? JOB_RETRY_POLICY;
  const runId = randomUUID();
  const job = await retryTransient(
    () => claimJob(jobId, runId, 'queued', now(), options.leaseUntil ? { leaseUntil: options.leaseUntil } : {}),
    policy.step,
  );
  if (!job) {
    logger.warn('job not claimed: it is not queued', { jobId });
    return { outcome: 'not-claimed', job: null };
  }
  if (job.kind !== work.kind) throw new Error(`Job ${jobId} is a ${job.kind} job, not ${work.kind}`);
  const run = job.runs ?? 1;
  countJobEvent('started', job.kind);
  let counts = { ...job.counts };
  let lines = [...job.lines];
  let done = job.done;
  let total = job.total;
  const cursor = { ...job.cursor };
  let pendingLines: string[] = [];
  const write = (progress: JobProgress) =>
    retryTransient(() => writeJobProgress(jobId, runId, progress, now()), policy.step);
  /** Writes the lines said so far, so that the progress shows them before the slow work that follows. */
  const flushLines = async () => {
    if (pendingLines.length === 0) return;
    const nextLines = [...lines, ...pendingLines].slice(-MAX_JOB_LINES);
    await write({ lines: nextLines });
    lines = nextLines;
    pendingLines = [];
  };

  const context: JobContext = {
    job,
    now,
    async setTotal(steps) {
      const nextLines = [...lines, ...pendingLines].slice(-MAX_JOB_LINES);
      const said = pendingLines.length > 0;
      await write(said ? { total: steps, lines: nextLines } : { total: steps });
      total = steps;
      lines = nextLines;
      pendingLines = [];
    },
    line(text) {
      pendingLines.push(text);
    },
    async phase(name, steps, runStep, phaseOptions = {}) {
      const sideBySide = Math.max(1, phaseOptions.chunkSize ?? DEFAULT_CHUNK);
      const window = sideBySide * WINDOW_CHUNKS;
      const start = cursor[name] ?? 0;
      if (start < steps.length) await flushLines();
      const doneBefore = done;
      let next = start;
      let inOrder = start;
      let inOrderCounts = { ...counts };
      const finished = new Map<number, Record<string, number>>();
      let failure: { error: unknown } | null = null;
      let moved: () => void = () => undefined;
      let movedSignal = new Promise<void>((resolve) => (moved = resolve));
      const signal = () => {
        moved();
        movedSignal = new Promise<void>((resolve) => (moved = resolve));
      };
      const fail = (error: unknown) => {
        if (!failure || weightOf(error) > weightOf(failure.error)) failure = { error };
        signal();
      };

      // Progress is written one write at a time, in order, each with the cursor as it then stands.
      let writing: Promise<void> | null = null;
      const record = async (): Promise<void> => {
        while (inOrder > (cursor[name] ?? 0) || pendingLines.length > 0) {
          const at = inOrder;
          const atCounts = { ...inOrderCounts };
          const atLines = [...lines, ...pendingLines].slice(-MAX_JOB_LINES);
          const taken = pendingLines.length;
          await write({
            cursor: { ...cursor, [name]: at },
            counts: atCounts,
            done: doneBefore + (at - start),
            lines: atLines,
          });
          cursor[name] = at;
          counts = atCounts;
          done = doneBefore + (at - start);
          lines = atLines;
          pendingLines = pendingLines.slice(taken);
          if (inOrder - at < sideBySide) return;
        }
      };
      const recordSoon = () => {
        if (writing || failure || inOrder - (cursor[name] ?? 0) < sideBySide) return;
        writing = record()
          .catch(fail)
          .finally(() => {
            writing = null;
            recordSoon();
          });
      };

      const worker = async () => {
        while (!failure && next < steps.length) {
          if (next >= inOrder + window) {
            await movedSignal;
            continue;
          }
          const index = next;
          next += 1;
          try {
            const stepCounts = await retryTransient(async (tryNumber) => {
              await options.hooks?.beforeStep?.(name, index, tryNumber);
              return runStep(steps[index] as (typeof steps)[number], index);
            }, policy.step);
            finished.set(index, stepCounts);
            while (finished.has(inOrder)) {
              for (const [key, value] of Object.entries(finished.get(inOrder) ?? {}))
                inOrderCounts = { ...inOrderCounts, [key]: (inOrderCounts[key] ?? 0) + value };
              finished.delete(inOrder);
              inOrder += 1;
            }
            signal();
            recordSoon();
          } catch (error) {
            fail(error);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(sideBySide, Math.max(0, steps.length - start)) }, worker));
      while (writing) await writing;
      const failed = failure as { error: unknown } | null;
      if (failed) {
        // What was done in order is kept before the run stops (unless the job was lost).
        if (!(failed.error instanceof JobLostError)) await record().catch(() => undefined);
        throw failed.error;
      }
      await record();
      if (start < steps.length || steps.length === 0) {
        if (phaseOptions.doneLine && start < steps.length) pendingLines.push(phaseOptions.doneLine(steps.length));
        if (pendingLines.length > 0) {
          const nextLines = [...lines, ...pendingLines].slice(-MAX_JOB_LINES);
          await write({ lines: nextLines });
          lines = nextLines;
          pendingLines = [];
        }
      }
    },
  };

  // The work's lines in the language of the person who started it (icu() reads it).
  const locale = job.locale ?? SOURCE_LOCALE;
  try {
    const result = await inLocale(locale, () => work.run(context));
    const finished = await write({
      status: 'succeeded',
      result,
      lines: [...lines, ...pendingLines].slice(-MAX_JOB_LINES),
    });
    countJobEvent('succeeded', job.kind);
    return { outcome: 'succeeded', job: publicJob(finished) };
  } catch (error) {
    if (error instanceof JobLostError) {
      logger.warn('job run stopped: another run holds the job', { jobId });
      return { outcome: 'not-claimed', job: null };
    }
    const transient = isTransientError(error);
    const stopped = { done, total: Math.max(total, done) };
    if (transient && run < policy.runs) {
      logger.warn('job run stopped by a transient error: it runs again', {
        jobId,
        kind: work.kind,
        run,
        error: error as Error,
      });
      const queued = await write({
        status: 'queued',
        lines: [
          ...lines,
          ...pendingLines,
          inLocale(locale, () =>
            icu(
              'A passing fault stopped run {run} after {done} of {total, plural, one {# step} other {# steps}}; it starts again by itself where it stopped (run {next} of {runs}).',
              { ...stopped, run, next: run + 1, runs: policy.runs },
            ),
          ),
        ].slice(-MAX_JOB_LINES),
      });
      countJobEvent('retried', job.kind);
      return { outcome: 'retry', job: publicJob(queued), run, cause: error };
    }
    logger.error(transient ? 'job failed: its last run failed transiently' : 'job failed', {
      jobId,
      kind: work.kind,
      run,
      error: error as Error,
    });
    const why =
      error instanceof DomainError
        ? [inLocale(locale, () => translated(error.detail))]
        : transient && run > 1
          ? [inLocale(locale, () => icu('A passing fault stopped each of its {run} runs.', { run }))]
          : [];
    const failed = await write({
      status: 'failed',
      error: inLocale(locale, () => translated(job.failureMessage ?? JOB_MESSAGES.stalled)),
      lines: [
        ...lines,
        ...pendingLines,
        ...why,
        inLocale(locale, () => icu('Stopped after {done} of {total, plural, one {# step} other {# steps}}.', stopped)),
      ].slice(-MAX_JOB_LINES),
    });
    countJobEvent('failed', job.kind);
    await work.onFailure?.(failed);
    return { outcome: 'failed', job: publicJob(failed), transient, cause: error };
  }
}

/**
 * Runs a queued job to its end here, for a caller that runs the work itself (the demo seed, tests,
 * benches): each run as runJobOnce, and after a run that failed transiently the next one, after a
 * backoff (JOB_RETRY_POLICY.localRunBackoff), as the job's runner would. Answers how the last run
 * ended.
 */
export async function runJobToEnd(
  jobId: string,
  work: JobWork,
  options: JobRunOptions & { runBackoff?: Backoff; wait?: (ms: number) => Promise<void> } = {},
): Promise<Exclude<JobRunOutcome, { outcome: 'retry' }>> {
  for (;;) {
    const ended = await runJobOnce(jobId, work, options);
    if (ended.outcome !== 'retry') return ended;
    await (options.wait ?? sleep)(backoffMs(ended.run, options.runBackoff ?? JOB_RETRY_POLICY.localRunBackoff));
  }
}

/** runJobToEnd's job as it ended, or null when it was not claimed. */
export async function runJob(
  jobId: string,
  work: JobWork,
  options: Parameters<typeof runJobToEnd>[2] = {},
): Promise<Job | null> {
  return (await runJobToEnd(jobId, work, options)).job;
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
  return isStalled(job, now) ? { ...job, status: 'failed', error: translated(JOB_MESSAGES.stalled) } : job;
}

/**
 * The runner of a caller that runs the work itself with runJob (the demo seed, a sync's own
 * imports, tests): it starts nothing.
 */
export const RUN_BY_CALLER: JobRunner = { start: async () => undefined };

/**
 * The work starts (a runner that answers transiently, such as Lambda throttling the invocation, is
 * asked again with backoff); a runner that cannot start it leaves the job failed (resumable) and
 * says so.
 */
export async function startJob(
  job: Pick<JobRecord, 'id' | 'kind'> & { failureMessage: string },
  runner: JobRunner,
): Promise<void> {
  try {
    await retryTransient(() => runner.start({ id: job.id, kind: job.kind }), JOB_RETRY_POLICY.step);
  } catch (error) {
    logger.error('job could not be started', { jobId: job.id, error: error as Error });
    await jobRecords.update(
      { id: job.id },
      { status: 'failed', error: translated(job.failureMessage), updatedAt: new Date().toISOString() },
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
      { status: 'queued', error: null, runs: 0, updatedAt: now.toISOString() },
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
