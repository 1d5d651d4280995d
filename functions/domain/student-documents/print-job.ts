import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { currentLocale, inLocale } from '../../platform/language';
import { randomUUID } from 'node:crypto';
import type { Job } from '../../../shared/schemas/jobs';
import { MAX_PRINT_JOB_STUDENTS, STUDENT_DOCUMENT_MESSAGES } from '../../../shared/schemas/student-documents';
import type { SessionUser } from '../../../shared/schemas/user';
import type { ExportFiles } from '../../adapters/export-files/port';
import type { JobRunner } from '../../adapters/job-runner/port';
import type { SecretBox } from '../../adapters/secret-box/port';
import { jobRecords, newJobRecord, publicJob, getJobRecord } from '../../data/jobs';
import { issueLoginCards } from '../../data/login-cards';
import { loadSessionUser } from '../../data/users';
import { DomainError, NotFoundError } from '../../platform/errors';
import { refuseWhileRosterChanges } from '../core/exports/roster-changes';
import { startJob, type JobWork } from '../core/jobs/job-work';
import type { DocumentStudent } from './document-rows';
import { classDocumentPdf, documentFileName, REVEAL_REASON, type PrintFormat } from './print-class-documents';
import { classAndStudents, contextOf, documentStudents } from './student-documents';
import { icu } from '../../../shared/i18n/text';

/**
 * Print Login Cards, Print Home Letters and Print Student List of more students than one answer
 * carries (a school year's cards: Lambda answers at most 6 MB, the synchronous route stops at
 * MAX_PRINTED_STUDENTS), as a job (ARCHITECTURE 'Jobs and progress'): the route checks who may
 * print what, as the synchronous route does, and starts the job; the job reveals the passwords
 * (audited as the synchronous route audits them, before the document is made), issues the cards
 * a chunk at a time, renders the PDF in one piece and writes it to the exports, and the browser
 * downloads it from a short-lived link (GET /api/jobs/{jobId}/file) while the owner still reaches
 * the class.
 *
 * One render holds the whole document: 2,000 login cards take 2 s and 210 MB, 2,000 home letters
 * 4 s and 370 MB (test/bench/student-documents.bench.ts), far inside a worker's 15 minutes and
 * 1,024 MB, so no PDF is cut into parts to be joined.
 */

type ClassDocument = Awaited<ReturnType<typeof classAndStudents>>;

/** Students whose cards one step issues (a step is one mark of the progress bar). */
const CARDS_PER_STEP = 100;

/** Refuses a document of more students than a job prints (MAX_PRINT_JOB_STUDENTS): 413. */
export function refuseOverJobLimit(studentCount: number): void {
  if (studentCount > MAX_PRINT_JOB_STUDENTS)
    throw new DomainError(413, 'too-many-students', STUDENT_DOCUMENT_MESSAGES.tooManyForJob);
}

/**
 * POST /api/class-groups/{classGroupId}/students/pdf/{format}/jobs: the same refusals as the
 * synchronous route (a class the caller does not reach: 404; a student not in it: 404; a job
 * changing the school's accounts: 409), with the job's own limit, before the job is made. The
 * chosen students go in the job's subject; none named means the whole class as it is when the job
 * runs. `actorId` is who really asks (staff logged in as the teacher), recorded with the reveal.
 */
export async function startPrintJob(
  user: SessionUser,
  actorId: string,
  classGroupId: string,
  format: PrintFormat,
  chosen: readonly string[] | null,
  runner: JobRunner,
  now: Date = new Date(),
): Promise<{ job: Job }> {
  if (chosen) refuseOverJobLimit(chosen.length);
  const { classGroup, classSchool, students } = await classAndStudents(user, classGroupId, chosen);
  refuseOverJobLimit(students.length);
  await refuseWhileRosterChanges([classSchool.id]);
  const job = newJobRecord({
    id: randomUUID(),
    kind: 'print-documents',
    ownerId: user.id,
    subject: {
      classGroupId: classGroup.id,
      schoolId: classSchool.id,
      format,
      students: chosen ? chosen.join(',') : '',
      fileName: documentFileName(classGroup.name, format),
      ...(actorId !== user.id ? { actorId } : {}),
    },
    runId: '',
    now,
    failureMessage: STUDENT_DOCUMENT_MESSAGES.printFailed,
    // Its lines are written in the language of the request that started it.
    locale: currentLocale(),
  });
  await jobRecords.put(job);
  await startJob(job, runner);
  return { job: publicJob((await getJobRecord(job.id)) ?? job) };
}

export interface PrintJobPorts {
  files: () => ExportFiles;
  passwordBox: SecretBox;
  siteAddress: () => string;
}

/**
 * The job's work, in three phases: the passwords (one step: checks the owner still reaches the
 * class and its students, reveals their passwords with one audit entry), the cards (a step per
 * CARDS_PER_STEP students), the file (renders and writes it; written again, it replaces itself).
 * Passwords and card links are never stored outside the file, so a run keeps them in memory and
 * a run that stopped is redone whole by the next one: its phases are named after the run, and the
 * cards it issued but never printed expire unused.
 */
export function printJobWork(ports: PrintJobPorts): JobWork {
  return {
    kind: 'print-documents',
    async run(context) {
      const { subject, ownerId, runId } = context.job;
      const format = subject['format'] as PrintFormat;
      const fileName = subject['fileName'] ?? 'document.pdf';
      const owner = await loadSessionUser(ownerId);
      if (!owner) throw new NotFoundError('The account that asked for this document no longer exists.');
      const chosen = subject['students'] ? (subject['students'] ?? '').split(',') : null;
      const cardSteps = format === 'list' ? 0 : Math.ceil((chosen?.length ?? 0) / CARDS_PER_STEP);
      // A run redoes what an earlier one did (see above): the bar counts on from where it stood.
      await context.setTotal(context.job.done + 2 + cardSteps);

      let read = null as (ClassDocument & { rows: DocumentStudent[] }) | null;
      await context.phase(`passwords@${runId}`, ['passwords'], async () => {
        const found = await classAndStudents(owner, subject['classGroupId'] ?? '', chosen);
        refuseOverJobLimit(found.students.length);
        await refuseWhileRosterChanges([found.classSchool.id]);
        const rows = await documentStudents(
          owner,
          found.classSchool,
          found.students,
          REVEAL_REASON[format],
          ports.passwordBox,
          { actorId: subject['actorId'] ?? ownerId, effectiveUserId: subject['actorId'] ? ownerId : null },
        );
        read = { ...found, rows };
        context.line(
          icu('The details of {count, plural, one {# student} other {# students}} read.', { count: rows.length }),
        );
        return { students: rows.length };
      });
      if (!read) throw new Error(`Job ${context.job.id}: the students were not read`);
      const { classGroup, classSchool, students, rows } = read;

      const cardPaths = new Map<string, string>();
      const portalAddress = format === 'list' ? '' : ports.siteAddress();
      if (format !== 'list') {
        const chunks: (typeof students)[] = [];
        for (let start = 0; start < students.length; start += CARDS_PER_STEP)
          chunks.push(students.slice(start, start + CARDS_PER_STEP));
        // The whole class is counted only now: its cards' steps join the total.
        if (chunks.length !== cardSteps) await context.setTotal(context.job.done + 2 + chunks.length);
        await context.phase(
          `cards@${runId}`,
          chunks,
          async (chunk) => {
            const paths = await issueLoginCards(
              classGroup.id,
              chunk.map((student) => ({ id: student.id, username: student.username })),
            );
            for (const [id, path] of paths) cardPaths.set(id, path);
            return { cards: paths.size };
          },
          {
            chunkSize: 2,
            doneLine: () =>
              icu('{count, plural, one {# login card} other {# login cards}} issued.', { count: cardPaths.size }),
          },
        );
      }

      await context.phase(`file@${runId}`, ['file'], async () => {
        // The teacher's list in the teacher's language; cards and letters in the school's (classDocumentPdf).
        const pdf = await inLocale(owner.language ?? SOURCE_LOCALE, () =>
          classDocumentPdf(format, rows, contextOf(classSchool, classGroup.name, portalAddress), cardPaths),
        );
        await ports.files().writeFile(context.job.id, pdf, 'application/pdf');
        context.line(icu('{fileName} written.', { fileName }));
        return {};
      });
      return { exportId: context.job.id, fileName };
    },
  };
}
