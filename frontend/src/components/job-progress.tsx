import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Job } from '../../../shared/schemas/jobs';
import { Alert } from './alert';
import { Button } from './button';
import { isApiRequestError } from '../lib/api-client';
import { paths } from '../config/paths';
import { listJobs } from '../lib/job-list';
import { jobProgress, resumeJob, useJob } from '../lib/jobs';
import { JobCounts, JobLines, JobProgressBar } from './job-parts';
import styles from './job-progress.module.css';

interface JobProgressProps {
  /** The job as the answer that started it gave it, or only its id (an import already running). */
  job: Job | { id: string };
  /** The bar's name, e.g. 'Applying the import'. */
  label: string;
  /** Told once the job has finished (succeeded or failed), e.g. to read the import history again. */
  onFinished?: (job: Job) => void;
  /** Shown once the job has succeeded (e.g. a link to Manage Classes). */
  succeeded?: ReactNode;
  /** How often a running job is read (the sync's progress lines: every 100 ms). */
  pollMs?: number;
  /** Show what was done as it happens, not folded away. */
  linesOpen?: boolean;
}

/**
 * A job's progress (ARCHITECTURE 'Jobs and progress'): a progress bar from done of total, the
 * counts so far, and what was done. A failed job says why and what was done, and offers Resume,
 * which carries on from where it stopped.
 */
export function JobProgress({
  job: initial,
  label,
  onFinished,
  succeeded,
  pollMs,
  linesOpen = false,
}: JobProgressProps) {
  const { t } = useLingui();
  const { data: job, error: readError } = useJob(initial.id, 'status' in initial ? initial : undefined, pollMs);
  const resuming = resumeJob.useMutation();
  const resumeError = resuming.error
    ? isApiRequestError(resuming.error)
      ? resuming.error.message
      : t`The job could not be resumed.`
    : null;
  const finished = job?.status === 'succeeded' || job?.status === 'failed';
  const queryClient = useQueryClient();
  const jobsHref = useLocation().pathname.startsWith(paths.admin.root.path)
    ? paths.admin.jobs.getHref()
    : paths.jobs.getHref();

  useEffect(() => {
    // The Jobs list (and the header's way to it) now holds this job: read it again when it starts and ends.
    void queryClient.invalidateQueries({ queryKey: listJobs.key() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial.id, finished]);

  useEffect(() => {
    if (finished && job) onFinished?.(job);
    // Told once per finish: the job's status is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, job?.status]);

  const readFailure = readError?.message;
  if (!job)
    return readError ? (
      <p role="alert">{t`Error: ${readFailure}`}</p>
    ) : (
      <p>
        <Trans>Reading the progress…</Trans>
      </p>
    );

  const resume = () => resuming.mutate({ params: { jobId: initial.id } });
  const steps = jobProgress(job).steps;

  return (
    <section className={styles.job} aria-label={label}>
      <JobProgressBar job={job} label={label} />
      <p aria-live="polite">
        {job.status === 'queued' ? t`Waiting to start…` : job.status === 'running' ? t`Working… ${steps}.` : null}
        {job.status === 'succeeded' ? t`Finished.` : null}
        {job.status === 'failed' ? t`Stopped before it finished.` : null}
      </p>
      {finished ? null : (
        <p>
          <Trans>
            You can leave this page: the work carries on, and <Link to={jobsHref}>Jobs</Link> finds it again.
          </Trans>
        </p>
      )}
      <JobCounts job={job} />
      {job.status === 'failed' ? (
        <Alert tone="danger" title={t`The work stopped before it finished`} live>
          <p>{job.error ?? t`An unknown error occured.`}</p>
          <p>
            <Trans>What was done so far is listed below; Resume carries on from where it stopped.</Trans>
          </p>
          <Button onClick={resume} loading={resuming.isPending}>
            <Trans>Resume</Trans>
          </Button>
          {resumeError ? <p>{t`Error: ${resumeError}`}</p> : null}
        </Alert>
      ) : null}
      {readError ? <p role="alert">{t`Error: ${readFailure}`}</p> : null}
      <JobLines job={job} label={label} open={linesOpen} />
      {job.status === 'succeeded' ? succeeded : null}
    </section>
  );
}
