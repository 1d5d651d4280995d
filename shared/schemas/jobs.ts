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
  'data-export',
  'students-delete',
  'teachers-import',
  'print-documents',
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

/**
 * The Jobs list (ARCHITECTURE 'Jobs and progress'): every user's own jobs, newest first,
 * each with its kind and what it works on in words, and, for a finished export, whether its file
 * can still be downloaded (exports are kept EXPORT_FILE_DAYS days).
 */
export const JOB_KIND_NAMES: Readonly<Record<JobKind, string>> = {
  'import-apply': 'SMART Tool import',
  'import-undo': 'Undo of a SMART Tool import',
  'voucher-generate': 'Voucher generation',
  'school-merge': 'School merge',
  'data-sync': 'Data sync',
  export: 'Export',
  'inactive-students': 'Delete Inactive Students',
  'data-export': "A person's data",
  'students-delete': 'Delete Students',
  'teachers-import': 'Import Teachers',
  'print-documents': 'Print (PDF)',
};

/** A job is recent (the header offers the Jobs list) while it started or moved within this many days. */
export const RECENT_JOB_DAYS = 7;
/** An export's file is kept this long after it is made (the exports bucket's lifecycle rule; the twin's folder does the same). */
export const EXPORT_FILE_DAYS = 7;
/** Jobs per page of the Jobs list. */
export const JOB_LIST_PAGE_SIZE = 20;

export const JOB_LIST_MESSAGES = {
  fileGone: `This export's file has been removed: exports are kept for ${EXPORT_FILE_DAYS} days. Start the export again.`,
  notAnExport: 'This job has no file to download.',
  notFinished: 'This export has not finished yet.',
  noPermission: 'You no longer have the permission this export needs.',
} as const;

export const jobListEntrySchema = z.extend(jobSchema, {
  /** The kind in words (JOB_KIND_NAMES). */
  kindName: z.string(),
  /** What the job works on, in words: the school, the voucher batch, the export's file… */
  about: z.string(),
  /** Resume is offered: the job failed (or stopped without finishing) and is the caller's. */
  resumable: z.boolean(),
  /** A finished export whose file still exists: its name (GET /api/jobs/{jobId}/file gives a link). */
  download: z.nullable(z.object({ fileName: z.string() })),
});
export type JobListEntry = z.infer<typeof jobListEntrySchema>;

export const jobListQuerySchema = z.object({
  /** The cursor of the previous page; absent for the first. */
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
});
export const jobListResponseSchema = z.object({
  jobs: z.array(jobListEntrySchema),
  /** Asks for the next (older) page; null on the last. */
  cursor: z.nullable(z.string()),
});
export const jobFileResponseSchema = z.object({ url: z.string(), fileName: z.string() });

/** A run of a scheduled job (the inactive-student clean-up), as staff with its permission see it. */
export const scheduledJobRunSchema = z.extend(jobSchema, {
  /** The scheduled job in words. */
  scheduleName: z.string(),
  /** What the run deleted (or did), for the list's column. */
  deleted: z.int().check(z.nonnegative()),
});
export type ScheduledJobRun = z.infer<typeof scheduledJobRunSchema>;
export const scheduledJobRunsResponseSchema = z.object({
  runs: z.array(scheduledJobRunSchema),
  cursor: z.nullable(z.string()),
});

/** Whether a job is recent: started or moved within RECENT_JOB_DAYS of `now`. */
export function isRecentJob(job: Pick<Job, 'createdAt' | 'updatedAt'>, now: Date): boolean {
  const since = new Date(now.getTime() - RECENT_JOB_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return job.createdAt >= since || job.updatedAt >= since;
}
