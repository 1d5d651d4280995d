import { hasPermission, type PermissionCode } from '../../../../shared/permissions';
import {
  JOB_KIND_NAMES,
  JOB_LIST_MESSAGES,
  JOB_LIST_PAGE_SIZE,
  JOB_MESSAGES,
  type Job,
  type JobListEntry,
  type ScheduledJobRun,
} from '../../../../shared/schemas/jobs';
import { PRIVACY_MESSAGES } from '../../../../shared/schemas/privacy';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { ExportFiles } from '../../../adapters/export-files/port';
import { jobsOfOwnerPage } from '../../../data/job-lists';
import { publicJob, type JobRecord } from '../../../data/jobs';
import { getSchools } from '../../../data/schools';
import { getImport } from '../../../data/student-imports';
import { getVoucherBatch } from '../../../data/vouchers';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../../platform/errors';
import type { ExportReportName } from '../exports/export-report';
import { SCHEDULE_ACTOR } from '../../user-checks/schedule-actor';
import { mayTakeDataExport } from '../../privacy/data-export';
import { isStalled, ownJob } from './job-work';

/**
 * The Jobs list (issue 31, ARCHITECTURE 'Jobs and progress': every user finds their recent jobs
 * again): the caller's own jobs from the owner index, newest first, each told in words (its kind
 * and what it works on), with Resume for one that failed and the file of a finished export while
 * it is kept. Only the owner's partition is ever read, so no one sees another person's jobs.
 */

/** Each export's name in words, and the permission its file needs (the permission of the tab that starts it). */
const EXPORT_REPORTS: Readonly<Record<ExportReportName, { title: string; permission: PermissionCode }>> = {
  'email-list': { title: 'E-mail list', permission: 'email' },
  'weekly-user-status': { title: 'Weekly User Status', permission: 'stats.read' },
  'crm-unlinked-school-logins': { title: 'CRM-unlinked school logins', permission: 'stats.read' },
};

function exportReportOf(job: Pick<JobRecord, 'subject'>) {
  return EXPORT_REPORTS[job.subject['report'] as ExportReportName] ?? null;
}

/** The job as its owner sees it: a job that stopped moving (its worker was stopped) is failed and may be resumed. */
function shownJob(record: JobRecord, now: Date): Job {
  const job = publicJob(record);
  return isStalled(job, now) ? { ...job, status: 'failed', error: JOB_MESSAGES.stalled } : job;
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

const day = (iso: string | undefined) => (iso ?? '').slice(0, 10);

/** What a job works on, in words: the school, the voucher batch, the export's file, the students. */
async function aboutOf(record: JobRecord, schools: ReadonlyMap<string, string>): Promise<string> {
  const { subject } = record;
  const school = (id: string | undefined) => (id ? (schools.get(id) ?? `School ${id}`) : 'A school');
  switch (record.kind) {
    case 'export': {
      const report = exportReportOf(record);
      return `${report?.title ?? 'Export'}: ${subject['fileName'] ?? 'export.csv'}`;
    }
    case 'voucher-generate': {
      const batch = await getVoucherBatch(subject['voucherBatchId'] ?? '');
      return batch
        ? `Voucher batch '${batch.description}' (${batch.count.toLocaleString('en')} ${batch.count === 1 ? 'code' : 'codes'})`
        : 'A voucher batch that no longer exists';
    }
    case 'import-apply':
    case 'import-undo': {
      const found = await getImport(subject['importId'] ?? '');
      const who = found?.schoolRole === 'teacher' ? 'Teachers' : 'Students';
      return `${who} of ${school(subject['schoolId'])}`;
    }
    case 'data-sync':
      return `${school(subject['schoolId'])} from its data source`;
    case 'school-merge':
      return `${school(subject['deleteSchoolId'])} merged into ${school(subject['keepSchoolId'])}`;
    case 'data-export':
      return `${subject['personName'] ?? 'A person'}'s data: ${subject['fileName'] ?? 'data.zip'}`;
    case 'inactive-students':
      return subject['trigger'] === 'schedule'
        ? `Students not signed in since ${day(subject['signedInBefore'])} (never signed in: made before ${day(subject['neverSignedInCreatedBefore'])})`
        : `Students not signed in since ${day(subject['signedInBefore'])}`;
  }
}

/**
 * Whether the caller may download this export's file: their own finished export, with its tab's
 * permission still held; a person's data while the caller may still read it (the child's parent,
 * the school's administrator), never while acting as another account.
 */
async function mayDownload(user: SessionUser, record: JobRecord, acting: boolean): Promise<boolean> {
  if (record.kind === 'data-export')
    return record.status === 'succeeded' && !acting && (await mayTakeDataExport(user, record));
  const report = exportReportOf(record);
  return (
    record.kind === 'export' &&
    record.status === 'succeeded' &&
    report !== null &&
    hasPermission(user.staffRoles, report.permission)
  );
}

/** GET /api/jobs: a page of the caller's jobs, newest first. */
export async function listOwnJobs(
  user: SessionUser,
  cursor: string | undefined,
  files: ExportFiles,
  now: Date = new Date(),
  acting = false,
): Promise<{ jobs: JobListEntry[]; cursor: string | null }> {
  const page = await jobsOfOwnerPage(user.id, { limit: JOB_LIST_PAGE_SIZE, cursor }, now);
  const schools = await schoolNames(page.items);
  const jobs = await Promise.all(
    page.items.map(async (record): Promise<JobListEntry> => {
      const job = shownJob(record, now);
      const [about, kept] = await Promise.all([
        aboutOf(record, schools),
        mayDownload(user, record, acting).then((may) => may && files.fileExists(record.id)),
      ]);
      return {
        ...job,
        kindName: JOB_KIND_NAMES[record.kind],
        about,
        resumable: job.status === 'failed',
        download: kept
          ? { fileName: record.subject['fileName'] ?? (record.kind === 'data-export' ? 'data.zip' : 'export.csv') }
          : null,
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
  acting = false,
): Promise<{ url: string; fileName: string }> {
  const record = await ownJob(user, jobId);
  if (record.kind === 'data-export') {
    if (acting) throw new ForbiddenError(PRIVACY_MESSAGES.actingAsAnother);
    if (!(await mayTakeDataExport(user, record))) throw new ForbiddenError(JOB_LIST_MESSAGES.noPermission);
    return finishedFile(record, files, 'data.zip');
  }
  const report = exportReportOf(record);
  if (record.kind !== 'export' || !report) throw new NotFoundError(JOB_LIST_MESSAGES.notAnExport);
  if (!hasPermission(user.staffRoles, report.permission)) throw new ForbiddenError(JOB_LIST_MESSAGES.noPermission);
  return finishedFile(record, files, 'export.csv');
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

/**
 * GET /api/scheduled-job-runs (users.manage.delete.inactive-students): the scheduled clean-up's
 * runs, newest first: when, its state, how many it deleted, and what failed.
 */
export async function listScheduledRuns(
  cursor: string | undefined,
  now: Date = new Date(),
): Promise<{ runs: ScheduledJobRun[]; cursor: string | null }> {
  const page = await jobsOfOwnerPage(SCHEDULE_ACTOR, { limit: JOB_LIST_PAGE_SIZE, cursor }, now);
  return {
    runs: page.items.map((record) => ({
      ...shownJob(record, now),
      scheduleName: 'Inactive-student clean-up',
      deleted: Math.max(0, record.counts['deleted'] ?? 0),
    })),
    cursor: page.cursor,
  };
}
