import { dateFormatter } from '../../../shared/rules/date-format';
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

const startedFormat = dateFormatter('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const started = (iso: string) => startedFormat.format(new Date(iso));

const STATE: Record<JobListEntry['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Waiting to start', tone: 'neutral' },
  running: { label: 'Running', tone: 'info' },
  succeeded: { label: 'Finished', tone: 'success' },
  failed: { label: 'Stopped', tone: 'danger' },
};

const isRunning = (job: { status: JobListEntry['status'] }) => job.status === 'queued' || job.status === 'running';

/** One job: what it is and works on, when it started, its state and progress, what it did, Resume, its file. */
function JobCard({ job }: { job: JobListEntry }) {
  const queryClient = useQueryClient();
  const resuming = resumeJob.useMutation({
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listJobs.key() }),
  });
  // A card says only its own outcome; the page says what it arrived with.
  const actions = usePageActions({ ownsPageNotice: false });
  const state = STATE[job.status];
  const headingId = `job-${job.id}`;
  const label = `${job.kindName}: ${job.about}`;

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
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className={styles.about}>{job.about}</p>
      <p className={styles.meta}>
        Started <time dateTime={job.createdAt}>{started(job.createdAt)}</time>
        {job.status === 'succeeded' || job.status === 'failed' ? (
          <>
            {' '}
            · {job.status === 'succeeded' ? 'finished' : 'stopped'}{' '}
            <time dateTime={job.updatedAt}>{started(job.updatedAt)}</time>
          </>
        ) : null}
      </p>
      <JobProgressBar job={job} label={label} />
      <p className={styles.meta}>{jobProgress(job).steps}</p>
      <JobCounts job={job} />
      {job.status === 'failed' ? (
        <Alert tone="danger" title="It stopped before it finished">
          <p>{job.error ?? 'It stopped without saying why.'}</p>
          {job.resumable ? (
            <>
              <p>Resume carries on from where it stopped; what was done is not done twice.</p>
              <Button
                size="small"
                onClick={() => resuming.mutate({ params: { jobId: job.id } })}
                loading={resuming.isPending}
                aria-label={`Resume ${label}`}
              >
                Resume
              </Button>
            </>
          ) : null}
          {resuming.error ? <p role="alert">Error: {resuming.error.message}</p> : null}
        </Alert>
      ) : null}
      {job.download ? (
        <div className={styles.actions}>
          <Button size="small" onClick={() => void download()} loading={actions.isBusy('download')}>
            Download {job.download.fileName}
          </Button>
        </div>
      ) : job.kind === 'export' && job.status === 'succeeded' ? (
        <p className={styles.meta}>
          Its file is no longer offered: exports are kept for {EXPORT_FILE_DAYS} days, and only for staff who may still
          open the tab that made them.
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
          Newer
        </Button>
      )}
      {next ? (
        <Button variant="secondary" size="small" onClick={() => pages.older(next)}>
          Older
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
  const pages = usePages();
  const { data, error } = listJobs.useRead(pages.request, {
    refetchInterval: (query) => (query.state.data?.jobs.some(isRunning) ? JOB_LIST_POLL_MS : false),
  });
  if (!data) return error ? <FailureAlert message={error.message} /> : <LoadingIndicator />;
  return (
    <section aria-label="Your jobs" className={styles.section}>
      {data.jobs.length === 0 ? (
        <p>
          You have no jobs. Imports, exports, voucher generation, data syncs and merges appear here while they run, and
          for some weeks after.
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

const RUN_STATE: Record<ScheduledJobRun['status'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
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

const RUN_COLUMNS: PlainTableColumn<ScheduledJobRun>[] = [
  { header: 'Started', cell: (run) => <time dateTime={run.createdAt}>{started(run.createdAt)}</time> },
  { header: 'Job', cell: (run) => run.scheduleName },
  { header: 'State', cell: (run) => RUN_STATE[run.status] },
  { header: 'Deleted', cell: (run) => run.deleted.toLocaleString('en-AU') },
  { header: 'What happened', cell: (run) => <RunLines run={run} /> },
];

/**
 * The scheduled jobs' runs (users.manage.delete.inactive-students): the inactive-student
 * clean-up's, newest first, with how many it deleted and what failed.
 */
export function ScheduledJobRuns() {
  const pages = usePages();
  const { data, error } = listScheduledJobRuns.useRead(pages.request, {
    refetchInterval: (query) => (query.state.data?.runs.some(isRunning) ? JOB_LIST_POLL_MS * 5 : false),
  });
  return (
    <section aria-labelledby="scheduled-runs-heading" className={styles.section}>
      <h2 id="scheduled-runs-heading">Scheduled jobs</h2>
      <p>
        The inactive-student clean-up runs once a day. A run that failed is carried on by the next one, which deletes
        the students it left.
      </p>
      {!data ? (
        error ? (
          <FailureAlert message={error.message} />
        ) : (
          <LoadingIndicator />
        )
      ) : data.runs.length === 0 ? (
        <p>The clean-up has not run yet.</p>
      ) : (
        <PlainTable
          caption="Runs of the inactive-student clean-up, newest first"
          regionLabel="Scheduled job runs"
          rows={data.runs}
          rowKey={(run) => run.id}
          columns={RUN_COLUMNS}
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
