import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { translated } from '../../../../../shared/i18n/text';
import { paths } from '../../../config/paths';
import { useId, useState, type ChangeEvent } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { CLASS_MESSAGES } from '../../../../../shared/schemas/classes';
import type { Job } from '../../../../../shared/schemas/jobs';
import { TEACHER_MESSAGES, type TeacherImportResult } from '../../../../../shared/schemas/teachers';
import { Alert } from '../../../components/alert';
import { JobProgress } from '../../../components/job-progress';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { isApiRequestError } from '../../../lib/api-client';
import { TEACHER_KEY } from '../api/keys';
import { importTeachers as importTeachersCall, listSchoolTeachers } from '../api/teachers';
import { TeacherCrumbs } from '../components/teacher-crumbs';
import { CountsTable } from '../components/counts-table';
import styles from '../components/teacher.module.css';
import { teacherImportColumns } from '../teacher-actions';
import { guarded } from '../guard';

/**
 * One column of the file: its heading, what it holds (or the values it may hold), and the other
 * headings it is read from. Headings and values are the file's words, the same in every language.
 */
function ImportColumn({ column }: { column: ReturnType<typeof teacherImportColumns>[number] }) {
  const values = column.values.join(', ');
  const others = column.alternatives.join(', ');
  return (
    <li>
      <strong>
        <code>{column.label}</code>
      </strong>
      :{' '}
      {column.note ?? (
        <Trans>
          one of <code>{values}</code>
        </Trans>
      )}
      {others ? (
        <>
          {' '}
          <Trans>
            (the heading may also be <code>{others}</code>)
          </Trans>
        </>
      ) : null}
      {column.note ? '.' : null}
    </li>
  );
}

export const importTeachersLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(listSchoolTeachers.queryOptions({ params: { schoolId: params.schoolId ?? '' } }));
    return null;
  });

/** §7: the teacher sample from the content host (data/samples/{role}-import-sample.csv). */
const SAMPLE_FILE = '/data/samples/teacher-import-sample.csv';

type ImportError = TeacherImportResult['errors'][number];

/** The file's bytes as base64, in slices (a spread of a whole large file would overflow the call stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** A refusal of the whole file: the server's errors (title and detail), or the general message. */
function errorsOf(error: unknown): ImportError[] {
  if (isApiRequestError(error) && error.status < 500 && error.errors.length)
    return error.errors.map((item) => ({ title: item.title ?? null, detail: item.detail }));
  return [{ title: null, detail: translated(TEACHER_MESSAGES.importFile) }];
}

/** The finished import's counts, as the job counted them; the skipped emails are the job's lines. */
function Result({ job }: { job: Job }) {
  const { t } = useLingui();
  return (
    <Alert tone="success" title={t`Import finished`} live>
      <CountsTable
        caption={t`Import result`}
        counts={[
          [t`Teachers imported`, job.counts['teachersImported'] ?? 0],
          [t`Teachers skipped`, job.counts['teachersSkipped'] ?? 0],
        ]}
      />
      {job.counts['teachersSkipped'] ? (
        <p>
          <Trans>The email addresses that already have an account were skipped: What was done names them.</Trans>
        </p>
      ) : null}
    </Alert>
  );
}

/**
 * teacher.school.teachers.import (§2 Import Teachers): step 1 the file's format and a sample,
 * step 2 the file (or Cancel); the result counts the imported and skipped teachers, or lists why
 * the file was refused. Restricted schools are told that accounts come from the school system.
 */
export function ImportTeachersPage() {
  const { t } = useLingui();
  const { schoolId = '' } = useParams();
  const { school } = listSchoolTeachers.useData({ params: { schoolId } });
  const importTeachers = importTeachersCall.useMutation();
  const fileId = useId();
  const [job, setJob] = useState<Job | null>(null);
  const [finished, setFinished] = useState<Job | null>(null);
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<ImportError[]>([]);
  const title = t`Import Teachers`;
  const schoolName = school.name;
  const teachersHref = paths.teacher.manageTeachers.getHref(school.id);
  const head = (
    <>
      <DocumentTitle title={title} />
      <TeacherCrumbs
        trail={[
          { label: school.name, to: paths.teacher.school.getHref(school.id) },
          { label: t`Manage Teachers`, to: teachersHref },
          { label: title },
        ]}
      />
      <PageHeader title={title} description={t`Add several teachers to ${schoolName} from a .csv or .xlsx file.`} />
    </>
  );

  if (school.restrictAccounts) {
    return (
      <>
        {head}
        <Alert tone="info">
          <p>{translated(CLASS_MESSAGES.restrictedAccounts)}</p>
        </Alert>
        <LinkButton to={teachersHref} variant="secondary">
          <Trans>Back to Manage Teachers</Trans>
        </LinkButton>
      </>
    );
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const chosen = input.files?.[0];
    setJob(null);
    setFinished(null);
    setErrors([]);
    if (!chosen) return;
    // A .csv travels as its text; any other file (an .xlsx workbook) as its bytes, which the server reads as the SMART Tool does.
    const isCsv = chosen.name.toLowerCase().endsWith('.csv');
    const fileData = isCsv ? await chosen.text() : base64Of(new Uint8Array(await chosen.arrayBuffer()));
    // The same file may be chosen again (after correcting it).
    input.value = '';
    importTeachers.mutate(
      {
        params: { schoolId: school.id },
        body: { fileName: chosen.name, fileEncoding: isCsv ? 'text' : 'base64', fileData },
      },
      {
        onSuccess: (answer) => (answer.job ? setJob(answer.job) : setErrors(answer.errors)),
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <>
      {head}
      <section className={styles.panel} aria-labelledby={`${fileId}-format`}>
        <h2 id={`${fileId}-format`}>
          <Trans>Step 1: Prepare your file</Trans>
        </h2>
        <p>
          <Trans>
            A .csv or .xlsx file (only its first sheet is read) with a heading row and one teacher a row. Every row
            needs all four columns:
          </Trans>
        </p>
        <ul>
          {teacherImportColumns().map((column) => (
            <ImportColumn key={column.label} column={column} />
          ))}
        </ul>
        <p>
          <a href={SAMPLE_FILE} download>
            <Trans>Download a sample file</Trans>
          </a>
        </p>
      </section>
      <Alert tone="warning">
        <p>
          <Trans>
            Importing adds a teacher account for every email address in the file that has no account yet, generates a
            random password for each, and emails it to the teacher with their username. They choose their own password
            when they first log in. Email addresses that already have an account are skipped.
          </Trans>
        </p>
      </Alert>
      <section className={styles.panel} aria-labelledby={`${fileId}-select`}>
        <h2 id={`${fileId}-select`}>
          <Trans>Step 2: Select your file</Trans>
        </h2>
        <p>
          <label htmlFor={fileId}>
            <Trans>Teacher file (.csv or .xlsx)</Trans>
          </label>{' '}
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => void choose(event)}
            disabled={importTeachers.isPending}
          />
        </p>
        {importTeachers.isPending ? (
          <p role="status">
            <Trans>Importing teachers…</Trans>
          </p>
        ) : null}
        <LinkButton to={teachersHref} variant="secondary">
          <Trans>Cancel</Trans>
        </LinkButton>
      </section>
      {errors.length ? (
        <Alert tone="danger" title={t`The file was not imported`} live>
          <ul>
            {errors.map((error) => (
              <li key={`${error.title ?? ''}:${error.detail}`}>
                {error.title ? <strong>{error.title}: </strong> : null}
                {error.detail}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {job ? (
        <JobProgress
          key={job.id}
          job={job}
          label={t`Importing teachers`}
          linesOpen
          onFinished={(done) => {
            setFinished(done);
            // Manage Teachers lists the new teachers once the job has added them.
            void queryClient.invalidateQueries({ queryKey: TEACHER_KEY });
          }}
        />
      ) : null}
      {finished?.status === 'succeeded' ? <Result job={finished} /> : null}
    </>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: importTeachersLoader(queryClient),
  Component: ImportTeachersPage,
});
