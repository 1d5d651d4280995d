import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod/mini';
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
  ttl: z.int(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;

export const jobRecords = defineEntity({
  name: 'job',
  schema: jobRecordSchema,
  key: { fields: ['id'], key: ({ id }) => ({ pk: `JOB#${id}`, sk: 'JOB' }) },
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

/**
 * Takes the job for a run: a queued job (the first start) or a failed one (a resume) becomes
 * running under `runId`. Null when it is neither (running already, or finished): nothing changes.
 */
export function claimJob(
  jobId: string,
  runId: string,
  from: 'queued' | 'failed',
  now: Date,
): Promise<JobRecord | null> {
  const condition: Condition = {
    expression: '#status = :from',
    names: { '#status': 'status' },
    values: { ':from': from },
  };
  return conditionally(() =>
    jobRecords.update(
      { id: jobId },
      { status: 'running', runId, error: null, updatedAt: now.toISOString() },
      { condition },
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
