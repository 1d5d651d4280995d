import { readImportFile } from '../../../shared/import/read-file';
import {
  MAX_TEACHER_IMPORT_ROWS,
  TEACHER_MESSAGES,
  type NewTeacher,
  type TeacherImportEncoding,
  type TeacherImportResult,
} from '../../../shared/schemas/teachers';
import { titleSchema, type SessionUser } from '../../../shared/schemas/user';
import type { JobRunner } from '../../adapters/job-runner/port';
import { publicJob } from '../../data/jobs';
import { getSchool } from '../../data/schools';
import {
  getTeacherImportRow,
  markTeacherImportRow,
  teacherImportRowPutRequest,
  type TeacherImportRow,
} from '../../data/teacher-import-rows';
import { findUserIdByUsername, normaliseUsername, UsernameTakenError } from '../../data/usernames';
import { loadSessionUser } from '../../data/users';
import { generatePassphrase } from '../core/accounts/passphrase';
import { recordAudit } from '../core/audit/audit';
import type { JobContext, JobWork } from '../core/jobs/job-work';
import { startAuditedJob } from '../core/jobs/start-audited-job';
import {
  assertAccountsNotRestricted,
  mailTeacherPassword,
  newTeacherAccount,
  type TeacherAccountDependencies,
} from './teacher-accounts';
import { teachersSchool } from './teachers';
import { icu } from '../../../shared/i18n/text';

/** A row of the job's subject: title, first name, last name, email (compact: the rows travel in the job record). */
type TeacherRowTuple = [NewTeacher['title'], string, string, string];

/** DynamoDB holds an item of 400 KB: the rows, with the job record around them, stay well under it. */
const MAX_ROWS_JSON_BYTES = 300_000;
/** Teachers added side by side (each is a user-pool account, a transaction and a mail). */
const TEACHERS_SIDE_BY_SIDE = 5;

const refused = (detail: string): TeacherImportResult => ({ errors: [{ title: null, detail }], job: null });

/**
 * Import Teachers (.csv, or .xlsx sent as base64), school-and-family §2: the engine's file reading
 * with the teacher columns (Title, First Name, Last Name and Email required for every row, §5). A
 * file with any error, or with more than MAX_TEACHER_IMPORT_ROWS teachers, imports nothing and says
 * why, by row. Otherwise the import is audited and a job adds the teachers: each takes a user-pool
 * account and a mail, and 200 of them take longer than a route may run (15 s), where a request cut
 * off would leave accounts whose mail never went.
 */
export async function startTeacherImport(
  user: SessionUser,
  schoolId: string,
  file: { fileName: string; fileData: string; fileEncoding?: TeacherImportEncoding | undefined },
  runner: JobRunner,
  now: Date = new Date(),
): Promise<TeacherImportResult> {
  const { classSchool } = await teachersSchool(user, schoolId);
  assertAccountsNotRestricted(classSchool);
  const bytes =
    file.fileEncoding === 'base64'
      ? new Uint8Array(Buffer.from(file.fileData, 'base64'))
      : new TextEncoder().encode(file.fileData);
  const read = readImportFile(bytes, file.fileName, { schoolRole: 'teacher' });
  if (!read.ok) {
    return {
      // The engine's row messages already begin 'Row 4, column …': the row is said once, in the detail.
      errors: read.errors.map((issue) => ({
        title: issue.row && !issue.message.startsWith(`Row ${issue.row}`) ? `Row ${issue.row}` : null,
        detail: issue.message,
      })),
      job: null,
    };
  }
  if (read.rows.length > MAX_TEACHER_IMPORT_ROWS) return refused(TEACHER_MESSAGES.importTooManyRows);
  const rows: TeacherRowTuple[] = read.rows.map((row) => [
    titleSchema.parse(row.title),
    row.firstName,
    row.lastName,
    row.email.toLowerCase(),
  ]);
  const rowsJson = JSON.stringify(rows);
  if (Buffer.byteLength(rowsJson) > MAX_ROWS_JSON_BYTES) return refused(TEACHER_MESSAGES.importTooManyRows);
  const started = await startAuditedJob(
    {
      kind: 'teachers-import',
      ownerId: user.id,
      subject: { schoolId, fileName: file.fileName, rows: rowsJson },
      now,
      failureMessage: TEACHER_MESSAGES.importFailed,
    },
    {
      runner,
      // Audited before any account is made; each teacher made is audited as it is (teacher.create).
      audit: (job) => ({
        actorId: user.id,
        action: 'teachers.import',
        subjectIds: [],
        schoolId,
        detail: { fileName: file.fileName, rows: rows.length, jobId: job.id },
      }),
    },
  );
  return { errors: [], job: publicJob(started) };
}

/**
 * The job: each row whose email no account has yet becomes a teacher of the school, audited and
 * mailed their temporary password; an email that already has an account is skipped and named in
 * the job's lines. Steps done before a run stopped are not done again (the job's cursor), and a
 * step is done in parts the job records per row (functions/data/teacher-import-rows.ts): the
 * account with its row's record in one transaction, then the audit, then the mail. A step tried
 * again (a passing fault, a run cut off, a resume) goes on from the part where it stopped, so a
 * teacher whose account was made is never skipped as an existing email and never left without
 * the mail. The first password was never kept (ARCHITECTURE rule 7), so a mail sent after a cut
 * carries a new temporary password, set then.
 */
export function teacherImportWork(deps: TeacherAccountDependencies): JobWork {
  return {
    kind: 'teachers-import',
    async run(context: JobContext) {
      const { subject, ownerId, id: jobId, ttl } = context.job;
      const schoolId = subject['schoolId'] ?? '';
      const school = await getSchool(schoolId);
      if (!school) throw new Error(`The school ${schoolId} of teacher import ${jobId} is missing`);
      const rows = JSON.parse(subject['rows'] ?? '[]') as TeacherRowTuple[];
      if (context.job.total !== rows.length) await context.setTotal(rows.length);

      /** The parts of a row after its account: the audit, then the mail, each recorded once done. */
      const finishRow = async (done: TeacherImportRow, made: { teacher: SessionUser; password: string } | null) => {
        if (!done.audited) {
          await recordAudit({
            actorId: ownerId,
            action: 'teacher.create',
            subjectIds: [done.userId],
            schoolId,
            detail: { jobId },
          });
          await markTeacherImportRow(jobId, done.row, { audited: true });
        }
        if (done.mailed) return;
        const teacher = made?.teacher ?? (await loadSessionUser(done.userId));
        // Deleted since it was made: no one to mail.
        if (!teacher || teacher.status === 'deleted') return;
        let password = made?.password;
        if (password === undefined) {
          password = generatePassphrase();
          await deps.directory.setTemporaryPassword(teacher.username, password);
        }
        await mailTeacherPassword(teacher, school, password, 'added', deps);
        await markTeacherImportRow(jobId, done.row, { mailed: true });
      };

      await context.phase(
        'teachers',
        rows,
        async ([title, firstName, lastName, email], row): Promise<Record<string, number>> => {
          const skipped = () => {
            context.line(icu('{email} already has an account, so it was skipped.', { email }));
            return { teachersSkipped: 1 };
          };
          const earlier = await getTeacherImportRow(jobId, row);
          if (earlier) {
            await finishRow(earlier, null);
            return { teachersImported: 1 };
          }
          if (await findUserIdByUsername(normaliseUsername(email))) return skipped();
          let made: { teacher: SessionUser; password: string };
          try {
            made = await newTeacherAccount(school, { title, firstName, lastName, email }, deps, (userId) => [
              { Put: teacherImportRowPutRequest(jobId, row, userId, ttl) },
            ]);
          } catch (error) {
            if (error instanceof UsernameTakenError) return skipped();
            throw error;
          }
          await finishRow({ jobId, row, userId: made.teacher.id, audited: false, mailed: false, ttl }, made);
          return { teachersImported: 1 };
        },
        {
          chunkSize: TEACHERS_SIDE_BY_SIDE,
          doneLine: (count) =>
            icu('{count, plural, one {# row of the file done.} other {# rows of the file done.}}', { count }),
        },
      );
      return { schoolId };
    },
  };
}
