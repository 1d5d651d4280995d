import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasPermission } from '../../../shared/permissions';
import { EXPORT_FILE_DAYS, type JobListEntry, type ScheduledJobRun } from '../../../shared/schemas/jobs';
import type { SessionUser } from '../../../shared/schemas/user';
import { JOB_LIST_POLL_MS, listJobs, listScheduledJobRuns } from '../lib/job-list';
import { downloadJobFile, jobFileFailure, jobProgress, resumeJob } from '../lib/jobs';
import { usePageActions } from '../lib/use-page-actions';
import { JobCounts, JobLines, JobProgressBar } from './job-parts';
import { Alert, FailureAlert } from './alert';
import { Badge, type BadgeTone } from './badge';
import { Button } from './button';
import { LoadingIndicator } from './loading-indicator';
import { PageNotice } from './page-notice';
import styles from './job-list.module.css';
import { PlainTable, type PlainTableColumn } from './plain-table';

const STARTED_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const started = (i18n: I18n, iso: string) => i18n.date(new Date(iso), STARTED_FORMAT);
/** A scheduled run's start: the schedule is the server's, so the reader's time zone is named. */
const RUN_FORMAT: Intl.DateTimeFormatOptions = { ...STARTED_FORMAT, timeZoneName: 'short' };

const STATE: Record<JobListEntry['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  queued: { label: msg`Waiting to start`, tone: 'neutral' },
  running: { label: msg`Running`, tone: 'info' },
  succeeded: { label: msg`Finished`, tone: 'success' },
  failed: { label: msg`Stopped`, tone: 'danger' },
};

const isRunning = (job: { status: JobListEntry['status'] }) => job.status === 'queued' || job.status === 'running';

/** One job: what it is and works on, when it started, its state and progress, what it did, Resume, its file. */
function JobCard({ job }: { job: JobListEntry }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const resuming = resumeJob.useMutation({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listJobs.key() }),
  });
  // A card says only its own outcome; the page says what it arrived with.
  const actions = usePageActions({ ownsPageNotice: false });
  const state = STATE[job.status];
  const headingId = `job-${job.id}`;
  const label = `${job.kindName}: ${job.about}`;
  const startedAt = started(i18n, job.createdAt);
  const endedAt = started(i18n, job.updatedAt);
  const fileName = job.download?.fileName;
  const keptDays = EXPORT_FILE_DAYS;
  const resumeFailure = resuming.error?.message;

  const download = async () => {
    const saved = await actions.run('download', () => downloadJobFile(job.id).then(() => true), {
      failed: jobFileFailure,
    });
    // The file may have gone: read the list again, so the card says so.
    if (!saved) void queryClient.invalidateQueries({ queryKey: listJobs.key() });
  };

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.kind}>
          {job.kindName}
        </h2>
        <Badge tone={state.tone}>{i18n._(state.label)}</Badge>
      </div>
      <p className={styles.about}>{job.about}</p>
      <p className={styles.meta}>
        <Trans>
          Started <time dateTime={job.createdAt}>{startedAt}</time>
        </Trans>
        {job.status === 'succeeded' ? (
          <>
            {' · '}
            <Trans>
              finished <time dateTime={job.updatedAt}>{endedAt}</time>
            </Trans>
          </>
        ) : job.status === 'failed' ? (
          <>
            {' · '}
            <Trans>
              stopped <time dateTime={job.updatedAt}>{endedAt}</time>
            </Trans>
          </>
        ) : null}
      </p>
      <JobProgressBar job={job} label={label} />
      <p className={styles.meta}>{jobProgress(job).steps}</p>
      <JobCounts job={job} />
      {job.status === 'failed' ? (
        <Alert tone="danger" title={t`It stopped before it finished`}>
          <p>{job.error ?? t`It stopped without saying why.`}</p>
          {job.resumable ? (
            <>
              <p>
                <Trans>Resume carries on from where it stopped; what was done is not done twice.</Trans>
              </p>
              <Button
                size="small"
                onClick={() => resuming.mutate({ params: { jobId: job.id } })}
                loading={resuming.isPending}
                aria-label={t`Resume ${label}`}
              >
                <Trans>Resume</Trans>
              </Button>
            </>
          ) : null}
          {resumeFailure ? <p role="alert">{t`Error: ${resumeFailure}`}</p> : null}
        </Alert>
      ) : null}
      {job.download ? (
        <div className={styles.actions}>
          <Button size="small" onClick={() => void download()} loading={actions.isBusy('download')}>
            <Trans>Download {fileName}</Trans>
          </Button>
        </div>
      ) : job.kind === 'export' && job.status === 'succeeded' ? (
        <p className={styles.meta}>
          <Trans>
            Its file is no longer offered: exports are kept for {keptDays} days, and only for staff who may still open
            the tab that made them.
          </Trans>
        </p>
      ) : null}
      <PageNotice actions={actions} />
      <JobLines job={job} label={label} />
    </li>
  );
}

/** A paged list's position: the cursors of the pages read so far (null: the first). */
function usePages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  return {
    request: cursor ? { query: { cursor } } : {},
    first: cursors.length === 1,
    older: (next: string) => setCursors((list) => [...list, next]),
    newer: () => setCursors((list) => list.slice(0, -1)),
  };
}

function Pager({ pages, next }: { pages: ReturnType<typeof usePages>; next: string | null }) {
  if (pages.first && !next) return null;
  return (
    <div className={styles.actions}>
      {pages.first ? null : (
        <Button variant="secondary" size="small" onClick={pages.newer}>
          <Trans>Newer</Trans>
        </Button>
      )}
      {next ? (
        <Button variant="secondary" size="small" onClick={() => pages.older(next)}>
          <Trans>Older</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The Jobs list (ARCHITECTURE 'Jobs and progress': a job can always be found again): the user's own jobs, newest first, as
 * the API tells them; read again every second while one of them runs.
 */
export function JobList() {
  const { t } = useLingui();
  const pages = usePages();
  const { data, error } = listJobs.useRead(pages.request, {
    refetchInterval: (query) => (query.state.data?.jobs.some(isRunning) ? JOB_LIST_POLL_MS : false),
  });
  if (!data) return error ? <FailureAlert message={error.message} /> : <LoadingIndicator />;
  return (
    <section aria-label={t`Your jobs`} className={styles.section}>
      {data.jobs.length === 0 ? (
        <p>
          <Trans>
            You have no jobs. Imports, exports, voucher generation, data syncs and merges appear here while they run,
            and for some weeks after.
          </Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {data.jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
      {error ? <FailureAlert message={error.message} /> : null}
      <Pager pages={pages} next={data.cursor} />
    </section>
  );
}

const RUN_STATE: Record<ScheduledJobRun['status'], MessageDescriptor> = {
  queued: msg`Waiting to start`,
  running: msg`Running`,
  succeeded: msg`Finished`,
  failed: msg`Failed`,
};

function RunLines({ run }: { run: ScheduledJobRun }) {
  return (
    <>
      {run.error ? <p className={styles.runError}>{run.error}</p> : null}
      {run.lines.length > 0 ? (
        <details>
          <summary>{run.lines.at(-1)}</summary>
          <ul className={styles.runLines}>
            {run.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </details>
      ) : run.error ? null : (
        '—'
      )}
    </>
  );
}

function runColumns(i18n: I18n): PlainTableColumn<ScheduledJobRun>[] {
  return [
    {
      header: i18n._(msg`Started`),
      cell: (run) => <time dateTime={run.createdAt}>{i18n.date(new Date(run.createdAt), RUN_FORMAT)}</time>,
    },
    { header: i18n._(msg`Job`), cell: (run) => run.scheduleName },
    { header: i18n._(msg`State`), cell: (run) => i18n._(RUN_STATE[run.status]) },
    { header: i18n._(msg`Deleted`), cell: (run) => i18n.number(run.deleted) },
    { header: i18n._(msg`What happened`), cell: (run) => <RunLines run={run} /> },
  ];
}

/**
 * The scheduled jobs' runs (users.manage.delete.inactive-students): the inactive-student
 * clean-up's, newest first, with how many it deleted and what failed.
 */
export function ScheduledJobRuns() {
  const { i18n, t } = useLingui();
  const pages = usePages();
  const { data, error } = listScheduledJobRuns.useRead(pages.request, {
    refetchInterval: (query) => (query.state.data?.runs.some(isRunning) ? JOB_LIST_POLL_MS * 5 : false),
  });
  return (
    <section aria-labelledby="scheduled-runs-heading" className={styles.section}>
      <h2 id="scheduled-runs-heading">
        <Trans>Scheduled jobs</Trans>
      </h2>
      <p>
        <Trans>
          The inactive-student clean-up runs once a day. A run that failed is carried on by the next one, which deletes
          the students it left.
        </Trans>
      </p>
      {!data ? (
        error ? (
          <FailureAlert message={error.message} />
        ) : (
          <LoadingIndicator />
        )
      ) : data.runs.length === 0 ? (
        <p>
          <Trans>The clean-up has not run yet.</Trans>
        </p>
      ) : (
        <PlainTable
          caption={t`Runs of the inactive-student clean-up, newest first`}
          regionLabel={t`Scheduled job runs`}
          rows={data.runs}
          rowKey={(run) => run.id}
          columns={runColumns(i18n)}
        />
      )}
      {data ? <Pager pages={pages} next={data.cursor} /> : null}
    </section>
  );
}

/** The Jobs page's content, in the site and in the console: the user's jobs, then the scheduled jobs' runs for staff who may see them. */
export function JobsOverview({ user }: { user: SessionUser | null }) {
  return (
    <>
      <JobList />
      {user && hasPermission(user.staffRoles, 'users.manage.delete.inactive-students') ? <ScheduledJobRuns /> : null}
    </>
  );
}
