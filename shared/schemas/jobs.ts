import * as z from 'zod/mini';
import { isoDateTime } from './common';

/**
 * Jobs (ARCHITECTURE 'Jobs and progress'): work that can outlast an API call. The route that
 * starts one writes this record and starts the work; the work writes its progress here; the SPA
 * polls GET /api/jobs/{jobId} and draws a progress bar from `done` of `total`. A job is safe to
 * resume after a failure half-way: every step it has done is recorded, so it never does one twice.
 */

/**
 * Every kind of job, declared once. The rest is derived or made to follow: its worker is
 * functions/jobs/workers/<kind>.ts, given its resources in functions/jobs/workers.ts (a record over
 * these kinds, so a kind without them is a type error), CDK, the twin and the build make one
 * worker per kind from this list, and what its owner is told when a run stops is written on each
 * job's record where the job is made (newJobRecord), in its area's own words.
 */
export const JOB_KINDS = [
  'import-apply',
  'import-undo',
  'voucher-generate',
  'school-merge',
  'data-sync',
  'export',
  'inactive-students',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const jobKindSchema = z.enum(JOB_KINDS);

export const jobStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const JOB_MESSAGES = {
  notFound: 'This job could not be found.',
  notResumable: 'Only a job that failed can be resumed.',
  stalled: 'This job stopped without finishing. Resume it to finish the rest.',
} as const;

/** At most this many lines are kept (the newest): what was done, in words. */
export const MAX_JOB_LINES = 50;

export const jobSchema = z.object({
  id: z.string(),
  kind: jobKindSchema,
  status: jobStatusSchema,
  /** Steps done of the steps known so far (the progress bar); total is 0 until the work has counted them. */
  done: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  /** Counts by what was done (e.g. created, matched, merged, deleted), shown beside the bar. */
  counts: z.record(z.string(), z.int()),
  /** What was done in words, newest last. */
  lines: z.array(z.string()),
  /** What the work answers when it succeeds (its area's own ids, e.g. importId); null before. */
  result: z.nullable(z.record(z.string(), z.string())),
  /** Why it failed, for the person who started it; null unless failed. */
  error: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponseSchema = z.object({ job: jobSchema });
export const jobIdParamsSchema = z.object({ jobId: z.string().check(z.minLength(1), z.maxLength(100)) });
