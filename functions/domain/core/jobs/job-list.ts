import {
  JOB_KIND_NAMES,
  JOB_LIST_MESSAGES,
  JOB_LIST_PAGE_SIZE,
  JOB_MESSAGES,
  type Job,
  type JobListEntry,
} from '../../../../shared/schemas/jobs';
import { translated } from '../../../../shared/i18n/text';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { ExportFiles } from '../../../adapters/export-files/port';
import { jobsOfOwnerPage } from '../../../data/job-lists';
import { publicJob, type JobRecord } from '../../../data/jobs';
import { getSchools } from '../../../data/schools';
import { ConflictError, GoneError, NotFoundError } from '../../../platform/errors';
import type { JobKindListing, JobKindRegistry, JobListContext } from './job-kinds';
import { isStalled, ownJob } from './job-work';

/**
 * The Jobs list (ARCHITECTURE 'Jobs and progress': every user finds their recent jobs again): the
 * caller's own jobs from the owner index, newest first, each told in words (its kind and what it
 * works on, as its kind's listing in ./job-kinds.ts says), with Resume for one that failed and the
 * file of a finished export while it is kept. Only the owner's partition is ever read, so no one
 * sees another person's jobs.
 */

/** The job as its owner sees it: a job that stopped moving (its worker was stopped) is failed and may be resumed. */
export function shownJob(record: JobRecord, now: Date): Job {
  const job = publicJob(record);
  return isStalled(job, now) ? { ...job, status: 'failed', error: translated(JOB_MESSAGES.stalled) } : job;
}

/** The names of the schools the jobs work on, read at once (a school merged away keeps its id as its name). */
async function schoolNames(records: readonly JobRecord[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const record of records)
    for (const key of ['schoolId', 'keepSchoolId', 'deleteSchoolId'])
      if (record.subject[key]) ids.add(record.subject[key]);
  if (ids.size === 0) return new Map();
  const schools = await getSchools([...ids]);
  return new Map(schools.map((school) => [school.id, school.name]));
}

/**
 * Whether the caller may download this job's file: a kind that leaves one, finished, and its file
 * not refused to them (its kind's listing says when: an export's tab permission no longer held; a
 * person's data no longer theirs to read, or while acting as another account).
 */
async function mayDownload(
  user: SessionUser,
  record: JobRecord,
  acting: boolean,
  listing: JobKindListing,
): Promise<boolean> {
  if (!listing.file || record.status !== 'succeeded') return false;
  return (await listing.file.refusal(user, record, acting)) === null;
}

/** GET /api/jobs: a page of the caller's jobs, newest first, each told in words by its kind's listing. */
export async function listOwnJobs(
  user: SessionUser,
  cursor: string | undefined,
  files: ExportFiles,
  kinds: JobKindRegistry,
  now: Date = new Date(),
  acting = false,
): Promise<{ jobs: JobListEntry[]; cursor: string | null }> {
  const page = await jobsOfOwnerPage(user.id, { limit: JOB_LIST_PAGE_SIZE, cursor }, now);
  const schools = await schoolNames(page.items);
  const context: JobListContext = {
    school: (id) => (id ? (schools.get(id) ?? `School ${id}`) : 'A school'),
  };
  const jobs = await Promise.all(
    page.items.map(async (record): Promise<JobListEntry> => {
      const job = shownJob(record, now);
      const listing = kinds[record.kind];
      const [about, kept] = await Promise.all([
        listing.describe(record, context),
        mayDownload(user, record, acting, listing).then((may) => may && files.fileExists(record.id)),
      ]);
      return {
        ...job,
        kindName: JOB_KIND_NAMES[record.kind],
        about,
        resumable: job.status === 'failed',
        download: kept ? { fileName: record.subject['fileName'] ?? listing.file?.defaultName ?? '' } : null,
      };
    }),
  );
  return { jobs, cursor: page.cursor };
}

/**
 * GET /api/jobs/{jobId}/file: a short-lived link to the caller's finished export. 404 for a job
 * that is not theirs or not an export, 403 when they no longer hold the permission of the tab that
 * made it, 409 before it is done, 410 once its file has been removed.
 */
export async function ownJobFile(
  user: SessionUser,
  jobId: string,
  files: ExportFiles,
  kinds: JobKindRegistry,
  acting = false,
): Promise<{ url: string; fileName: string }> {
  const record = await ownJob(user, jobId);
  const file = kinds[record.kind].file;
  if (!file) throw new NotFoundError(JOB_LIST_MESSAGES.notAnExport);
  const refusal = await file.refusal(user, record, acting);
  if (refusal) throw refusal;
  return finishedFile(record, files, file.defaultName);
}

/** A link to a finished export's file: 409 before it is done, 410 once its file has been removed. */
async function finishedFile(
  record: JobRecord,
  files: ExportFiles,
  defaultName: string,
): Promise<{ url: string; fileName: string }> {
  if (record.status !== 'succeeded') throw new ConflictError(JOB_LIST_MESSAGES.notFinished);
  if (!(await files.fileExists(record.id))) throw new GoneError(JOB_LIST_MESSAGES.fileGone);
  const fileName = record.subject['fileName'] ?? defaultName;
  return { url: await files.downloadUrl(record.id, fileName), fileName };
}
