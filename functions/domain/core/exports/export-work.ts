import { EXPORT_MESSAGES } from '../../../../shared/schemas/exports';
import { JOB_LIST_MESSAGES, type Job } from '../../../../shared/schemas/jobs';
import type { SessionUser } from '../../../../shared/schemas/user';
import type { ExportFiles } from '../../../adapters/export-files/port';
import { getJobRecord, publicJob } from '../../../data/jobs';
import { ConflictError, GoneError, NotFoundError } from '../../../platform/errors';
import { spreadsheetCsvHeader, spreadsheetCsvRows } from '../../../platform/spreadsheet-csv';
import type { JobRunner } from '../../../adapters/job-runner/port';
import { ownJob, type JobWork } from '../jobs/job-work';
import { startAuditedJob } from '../jobs/start-audited-job';
import type { AnyExportReport, ExportReportName } from './export-report';
import { icu } from '../../../../shared/i18n/text';

/**
 * Starts an export job (ARCHITECTURE 'Jobs and progress'): the report and its settled parameters
 * go in the job's subject, the work writes the file part by part, and the page polls the job and
 * then asks for the file's link. Audited: an export hands out people's addresses.
 */
export async function startExport(
  user: SessionUser,
  report: AnyExportReport,
  params: unknown,
  runner: JobRunner,
  now: Date = new Date(),
): Promise<{ job: Job }> {
  const settled = report.params.parse(params);
  const started = await startAuditedJob(
    {
      kind: 'export',
      ownerId: user.id,
      subject: { report: report.name, params: JSON.stringify(settled), fileName: report.fileName(settled) },
      now,
      failureMessage: EXPORT_MESSAGES.failed,
    },
    {
      runner,
      audit: (job) => ({
        actorId: user.id,
        action: `export.${report.name}` as const,
        subjectIds: [],
        schoolId: null,
        detail: { jobId: job.id, params: JSON.stringify(settled) },
      }),
    },
  );
  return { job: publicJob(started) };
}

/** The export's work: one step per part (rows written as that part), then the parts joined. */
export function exportWork(
  reports: Readonly<Record<ExportReportName, AnyExportReport>>,
  files: () => ExportFiles,
): JobWork {
  return {
    kind: 'export',
    async run(context) {
      const report = reports[context.job.subject['report'] as ExportReportName];
      if (!report) throw new Error(`Job ${context.job.id} names no known report`);
      const params: unknown = report.params.parse(JSON.parse(context.job.subject['params'] ?? '{}'));
      const parts = await report.parts(params);
      await context.setTotal(parts.length + 1);
      await context.phase(
        'parts',
        parts,
        async (part, index) => {
          const rows = await report.rows(part, params);
          await files().writePart(context.job.id, index, spreadsheetCsvRows(rows));
          const line = report.describePart?.(part, rows.length);
          if (line) context.line(line);
          return { rows: rows.length };
        },
        { chunkSize: 4 },
      );
      await context.phase('assemble', ['file'], async () => {
        await files().assemble(context.job.id, parts.length, spreadsheetCsvHeader(report.header));
        return {};
      });
      const rows = (await getJobRecord(context.job.id))?.counts['rows'] ?? 0;
      context.line(icu('{count, plural, one {# row written.} other {# rows written.}}', { count: rows }));
      return { exportId: context.job.id, fileName: context.job.subject['fileName'] ?? 'export.csv' };
    },
  };
}

/** A link to the caller's finished export of one of these reports (404 for anyone else's, 409 before it is done, 410 once its file is removed). */
export async function exportDownload(
  user: SessionUser,
  jobId: string,
  reports: readonly ExportReportName[],
  files: ExportFiles,
): Promise<{ url: string; fileName: string }> {
  const job = await ownJob(user, jobId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!job || job.kind !== 'export' || !reports.includes(job.subject['report'] as ExportReportName))
    throw new NotFoundError(EXPORT_MESSAGES.notFound);
  if (job.status !== 'succeeded') throw new ConflictError(EXPORT_MESSAGES.notReady);
  // A link only to a file that is still kept (the exports bucket removes it after EXPORT_FILE_DAYS).
  if (!(await files.fileExists(job.id))) throw new GoneError(JOB_LIST_MESSAGES.fileGone);
  const fileName = job.subject['fileName'] ?? 'export.csv';
  return { url: await files.downloadUrl(job.id, fileName), fileName };
}
