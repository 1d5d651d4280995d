import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { jobsEndpoints } from '../../../shared/api/endpoints/jobs';
import type { Job } from '../../../shared/schemas/jobs';
import { apiRequest, isApiRequestError } from './api-client';
import { defineMutation } from './define-mutation';
import { defineQuery } from './define-query';

/** How often a running job is read again. */
export const JOB_POLL_MS = 250;

const getJob = defineQuery(jobsEndpoints.getJob, { queryKey: ['me', 'job'], select: ({ job }) => job });

export const jobQueryKey = (jobId: string) => getJob.key({ params: { jobId } });

/** Resume: the job carries on from its cursor; its answer replaces the job that is read. */
export const resumeJob = defineMutation(jobsEndpoints.resumeJob, {
  update: (queryClient, { job }, { params }) => queryClient.setQueryData(jobQueryKey(params.jobId), job),
});

const isRunning = (job: Job | undefined) => job !== undefined && (job.status === 'queued' || job.status === 'running');

/** A job (from the answer that started it, or read first), read again every `pollMs` (250 ms) while it is queued or running. */
export function useJob(jobId: string, initial?: Job, pollMs: number = JOB_POLL_MS) {
  return getJob.useRead(
    { params: { jobId } },
    {
      ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
      refetchInterval: (query) => (query.state.data === undefined || isRunning(query.state.data) ? pollMs : false),
    },
  );
}

/**
 * The names of the counts the server's jobs keep (what each phase of functions/domain's job work
 * answers), in the reader's language.
 */
const COUNT_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  created: msg`Created`,
  matched: msg`Matched`,
  deleted: msg`Deleted`,
  restored: msg`Restored`,
  skipped: msg`Skipped`,
  nameIdsLinked: msg`NameIDs linked`,
  nameIdsUnlinked: msg`NameIDs unlinked`,
  nameIdsSkipped: msg`NameIDs skipped`,
  alreadyGone: msg`Already gone`,
  classesCreated: msg`Classes created`,
  classesRemoved: msg`Classes removed`,
  classesRestored: msg`Classes restored`,
  teachersImported: msg`Teachers imported`,
  teachersSkipped: msg`Teachers skipped`,
  studentsDeleted: msg`Students deleted`,
  'teachers created': msg`Teachers created`,
  'teachers matched': msg`Teachers matched`,
  'teachers deleted': msg`Teachers deleted`,
  'students created': msg`Students created`,
  'students matched': msg`Students matched`,
  'students deleted': msg`Students deleted`,
  subscriptions: msg`Subscriptions and trials`,
  classes: msg`Classes`,
  students: msg`Students`,
  teachers: msg`Teachers`,
  districtAdministrators: msg`District administrators`,
  imports: msg`Imports`,
  quotes: msg`Quote requests`,
  rows: msg`Rows`,
  cards: msg`Login cards`,
  launches: msg`App launches`,
  signIns: msg`Sign-ins`,
  history: msg`History entries`,
};

/**
 * A job's count in words: 'classesCreated' → 'Classes created' in the reader's language. A key no
 * message names yet (a new count of the server's) is spelt out from its name, in English.
 */
export function countLabel(name: string): string {
  if (Object.hasOwn(COUNT_NAMES, name)) return i18n._(COUNT_NAMES[name] as MessageDescriptor);
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A job's progress as a whole percentage (0 until the work has counted its steps). */
export function progressPercent(job: { done: number; total: number }): number {
  if (job.total <= 0) return 0;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}

/**
 * A job's bar and its steps in words, from one rule so that they always agree: a finished job is
 * full and says all its steps are done (or that it had none: an import of an empty file), never
 * '100 %' beside '0 of … steps done'.
 */
export function jobProgress(job: { status: string; done: number; total: number }): { percent: number; steps: string } {
  if (job.status === 'succeeded') {
    const steps = Math.max(job.done, job.total);
    return {
      percent: 100,
      steps:
        steps === 0
          ? t`Nothing to do: it had no steps`
          : plural(steps, { one: 'All # step done', other: 'All # steps done' }),
    };
  }
  const { done, total } = job;
  return {
    percent: progressPercent(job),
    steps: total ? t`${done} of ${total} steps done` : t`${done} of … steps done`,
  };
}

/** Saves a finished export's file from a fresh short-lived link (asked for at the click: a link lasts minutes). */
export async function downloadJobFile(jobId: string): Promise<void> {
  const { url, fileName } = await apiRequest(jobsEndpoints.getJobFile, { params: { jobId } });
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * What a failed downloadJobFile says (usePageActions' `failed`): the API's reason (the file has
 * gone), or that the browser could not save it.
 */
export function jobFileFailure(reason: string, error: unknown): string {
  return isApiRequestError(error) ? reason : t`The file could not be downloaded.`;
}
