import { Trans, useLingui } from '@lingui/react/macro';
import type { Job } from '../../../shared/schemas/jobs';
import { countLabel, jobProgress } from '../lib/jobs';
import styles from './job-parts.module.css';

type JobShown = Pick<Job, 'status' | 'done' | 'total' | 'counts' | 'lines'>;

/** A job's bar: done of total (full once it succeeded), named for screen readers, its percentage beside it. */
export function JobProgressBar({ job, label }: { job: JobShown; label: string }) {
  const { i18n } = useLingui();
  const { percent, steps } = jobProgress(job);
  const shownPercent = i18n.number(percent / 100, { style: 'percent' });
  return (
    <div className={styles.progressLine}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={steps}
        className={styles.progressBar}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true">{shownPercent}</span>
    </div>
  );
}

/** What the job counted so far, each count named in words ('Classes created'). */
export function JobCounts({ job }: { job: JobShown }) {
  const { i18n } = useLingui();
  const counts = Object.entries(job.counts);
  if (counts.length === 0) return null;
  return (
    <dl className={styles.counts}>
      {counts.map(([name, count]) => (
        <div key={name}>
          <dt>{countLabel(name)}</dt>
          <dd>{i18n.number(count)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The job's lines, folded away unless `open` (always open once it failed); scrolls when long. */
export function JobLines({ job, label, open = false }: { job: JobShown; label: string; open?: boolean }) {
  const { t } = useLingui();
  if (job.lines.length === 0) return null;
  const count = job.lines.length;
  return (
    <details open={open || job.status === 'failed'}>
      <summary>
        <Trans>What was done ({count})</Trans>
      </summary>
      {/* Focusable, so the keyboard can scroll it too. */}
      <ul className={styles.lines} tabIndex={0} aria-label={t`What was done: ${label}`}>
        {job.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
