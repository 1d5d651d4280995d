import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE, type InterfaceLocale } from '../../shared/i18n/locales';
import { jobSchema, MAX_JOB_LINES, type Job, type JobKind } from '../../shared/schemas/jobs';
import { defineEntity, ITEM_ABSENT, type Condition } from './entity';
import { timeToLive } from './table-design';

/**
 * Jobs (ARCHITECTURE 'Jobs and progress'; 'Job by id' and 'Jobs of an owner' in table-design.ts):
 * the record a route writes before it starts long work, and the work's progress on it. Every
 * write of the work is conditioned on the run that owns the job (`runId`), so a run that was
 * replaced by a resume can never write over the new one. `cursor` keeps, per phase, how many of
 * the phase's steps are done: a resumed run starts each phase there.
 */
export const jobRecordSchema = z.extend(jobSchema, {
  ownerId: z.string(),
  /** What the work acts on, by its area's ids (e.g. importId, schoolId); the worker reads it. */
  subject: z.record(z.string(), z.string()),
  /** Steps done per phase (phase name → how many of its steps are done, in order). */
  cursor: z.record(z.string(), z.int().check(z.nonnegative())),
  /** The run that holds the job while it runs; a new one is drawn for each start and resume. */
  runId: z.string(),
  /**
   * What the owner is told when a run stops before the work is done, in its area's words, given
   * when the job is made; JOB_MESSAGES.stalled for records made before there was one.
   */
  failureMessage: z.optional(z.string()),
  /**
   * Runs of the job since it was started or resumed by a person: each claim counts one, and a run
   * that fails transiently is followed by another until JOB_RETRY_POLICY.runs (job-retry.ts).
   * Absent on records made before there were automatic runs (none yet).
   */
  runs: z.optional(z.int().check(z.nonnegative())),
  /**
   * Until when the run holding the job may still be at work (its Lambda's deadline): a running
   * job whose lease has passed has no run behind it, and the next run may take it over.
   */
  leaseUntil: z.optional(z.string()),
  /**
   * The language its lines are written in: the one the person who started it was reading
   * (docs/using/languages.md); absent (English) for a scheduled job and records made before.
   */
  locale: z.optional(z.catch(z.enum([...LOCALES, PSEUDO_LOCALE]), SOURCE_LOCALE)),
  ttl: z.int(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;

/** Every job record's partition key starts so (the job workers' narrow grant names it, lib-infra/project-function.ts). */
export const JOB_PARTITION_PREFIX = 'JOB#';

export const jobRecords = defineEntity({
  name: 'job',
  schema: jobRecordSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: `${JOB_PARTITION_PREFIX}${id}`, sk: 'JOB' }) },
  indexes: {
    ofOwner: {
      index: 'gsi1',
      fields: ['ownerId', 'createdAt', 'id'],
      key: ({ ownerId, createdAt, id }) => ({ pk: `JOBOWNER#${ownerId}`, sk: `${createdAt}#${id}` }),
    },
  },
});

/** Job records are kept this long after they are made (long enough for an import's 30-day undo). */
export const JOB_RETENTION_DAYS = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new queued job's record (pure), for a put or a transaction. */
export function newJobRecord(input: {
  id: string;
  kind: JobKind;
  ownerId: string;
  subject: Record<string, string>;
  runId: string;
  now: Date;
  failureMessage: string;
  locale?: InterfaceLocale;
}): JobRecord & { failureMessage: string } {
  const at = input.now.toISOString();
  return {
    id: input.id,
    kind: input.kind,
    status: 'queued',
    done: 0,
    total: 0,
    counts: {},
    lines: [],
    result: null,
    error: null,
    createdAt: at,
    updatedAt: at,
    ownerId: input.ownerId,
    subject: input.subject,
    cursor: {},
    runId: input.runId,
    failureMessage: input.failureMessage,
    ...(input.locale ? { locale: input.locale } : {}),
    ttl: timeToLive(new Date(input.now.getTime() + JOB_RETENTION_DAYS * DAY_MS)),
  };
}

/** The Put of a new job, only when its id is free (for the transaction that records what it works on). */
export function newJobPutRequest(job: JobRecord) {
  return jobRecords.putRequest(job, ITEM_ABSENT);
}

export function getJobRecord(jobId: string): Promise<JobRecord | null> {
  return jobRecords.get({ id: jobId }, { consistent: true });
}

/** The job as its owner sees it (no owner, subject, cursor or run). */
export function publicJob(record: JobRecord): Job {
  const {
    ownerId: _owner,
    subject: _subject,
    cursor: _cursor,
    runId: _run,
    failureMessage: _failure,
    runs: _runs,
    leaseUntil: _lease,
    locale: _locale,
    ttl: _ttl,
    ...job
  } = record;
  return job;
}

async function conditionally<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/** How long a run holds its job when its caller names no deadline: a job worker's longest run (functions/jobs/workers.ts). */
export const DEFAULT_RUN_LEASE_MINUTES = 15;

/**
 * Takes the job for a run: a queued job (the first start, a resume, an automatic retry), a failed
 * one when `from` says so, or a running one whose lease has passed (its run was stopped, as a
 * Lambda that reached its timeout is) becomes running under `runId` until `leaseUntil`, counting
 * one more run. Null when it is none of these (another run holds it, or it is finished): nothing
 * changes. Safe to repeat: a claim of this run already written is answered as it stands.
 */
export async function claimJob(
  jobId: string,
  runId: string,
  from: 'queued' | 'failed',
  now: Date,
  options: { leaseUntil?: Date } = {},
): Promise<JobRecord | null> {
  const current = await getJobRecord(jobId);
  if (!current) return null;
  if (current.runId === runId && current.status === 'running') return current;
  const at = now.toISOString();
  const leaseOver = current.status === 'running' && current.leaseUntil !== undefined && current.leaseUntil < at;
  if (current.status !== from && !(from === 'queued' && leaseOver)) return null;
  const condition: Condition = {
    expression: 'runId = :seenRun AND (#status = :from OR (#status = :running AND leaseUntil < :now))',
    names: { '#status': 'status' },
    values: { ':seenRun': current.runId, ':from': from, ':running': 'running', ':now': at },
  };
  const leaseUntil = options.leaseUntil ?? new Date(now.getTime() + DEFAULT_RUN_LEASE_MINUTES * 60_000);
  return conditionally(() =>
    jobRecords.update(
      { id: jobId },
      {
        status: 'running',
        runId,
        error: null,
        updatedAt: at,
        runs: (current.runs ?? 0) + 1,
        leaseUntil: leaseUntil.toISOString(),
      },
      { condition },
    ),
  );
}

/**
 * The job queued again with its cursor, counts and lines kept and its runs counted afresh, for a
 * caller that runs the work itself and knows no run of it is at work (the demo seed at start-up, a
 * sync's own import): null when it has succeeded already.
 */
export function queueJobAgain(jobId: string, now: Date): Promise<JobRecord | null> {
  return conditionally(() =>
    jobRecords.update(
      { id: jobId },
      { status: 'queued', error: null, runs: 0, updatedAt: now.toISOString() },
      {
        condition: {
          expression: '#status <> :succeeded',
          names: { '#status': 'status' },
          values: { ':succeeded': 'succeeded' },
        },
      },
    ),
  );
}

/** What the work writes as it goes; lines are the newest MAX_JOB_LINES. */
export type JobProgress = Partial<
  Pick<JobRecord, 'done' | 'total' | 'counts' | 'lines' | 'cursor' | 'result' | 'error' | 'status'>
>;

/**
 * Writes progress while the run still holds the job (running under `runId`). Throws
 * JobLostError when it does not: the work must stop, another run has it.
 */
export async function writeJobProgress(
  jobId: string,
  runId: string,
  progress: JobProgress,
  now: Date,
): Promise<JobRecord> {
  const condition: Condition = {
    expression: '#status = :running AND runId = :runId',
    names: { '#status': 'status' },
    values: { ':running': 'running', ':runId': runId },
  };
  const lines = progress.lines ? progress.lines.slice(-MAX_JOB_LINES) : undefined;
  const written = await conditionally(() =>
    jobRecords.update(
      { id: jobId },
      { ...progress, ...(lines ? { lines } : {}), updatedAt: now.toISOString() },
      { condition },
    ),
  );
  if (!written) throw new JobLostError(jobId);
  return written;
}

/** The run no longer holds its job (it was resumed by another run, or finished). */
export class JobLostError extends Error {
  constructor(readonly jobId: string) {
    super(`The run no longer holds job ${jobId}`);
  }
}
