import { Trans, useLingui } from '@lingui/react/macro';
import { isRecentJob, type Job } from '../../../../../shared/schemas/jobs';
import type { SessionUser } from '../../../../../shared/schemas/user';
import { TopBarLink } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { listJobs, mayHaveJobs } from '../../../lib/job-list';
import styles from './jobs-link.module.css';

const HEADER_POLL_MS = 5_000;

const isRunning = (job: Pick<Job, 'status'>) => job.status === 'queued' || job.status === 'running';

/**
 * The header's way to the Jobs list (ARCHITECTURE 'Jobs and progress'), shown while any job of the user's is recent
 * (RECENT_JOB_DAYS), with how many run now; read again every few seconds while one runs.
 */
function JobsLinkOf() {
  const { t } = useLingui();
  const { data } = listJobs.useRead(
    {},
    { refetchInterval: (query) => (query.state.data?.jobs.some(isRunning) ? HEADER_POLL_MS : false) },
  );
  // The header is never the place for an error: without the list it simply offers no link.
  const jobs = data?.jobs ?? [];
  const now = new Date();
  if (!jobs.some((job) => isRecentJob(job, now) || isRunning(job))) return null;
  const running = jobs.filter(isRunning).length;
  return (
    <span className={styles.jobs}>
      <TopBarLink to={paths.jobs.getHref()} aria-label={running > 0 ? t`Jobs: ${running} running` : t`Jobs`}>
        <Trans>Jobs</Trans>
        {running > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {running}
          </span>
        ) : null}
      </TopBarLink>
    </span>
  );
}

export function JobsLink({ user }: { user: SessionUser | null }) {
  // Keyed by the user: another user's list is never shown for a moment after a change of user.
  return mayHaveJobs(user) ? <JobsLinkOf key={user.id} /> : null;
}
