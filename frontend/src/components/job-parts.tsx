import type { Job } from '../../../shared/schemas/jobs';
import { countLabel, jobProgress } from '../lib/jobs';
import styles from './job-parts.module.css';

type JobShown = Pick<Job, 'status' | 'done' | 'total' | 'counts' | 'lines'>;

/** A job's bar: done of total (full once it succeeded), named for screen readers, its percentage beside it. */
export function JobProgressBar({ job, label }: { job: JobShown; label: string }) {
  const { percent, steps } = jobProgress(job);
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
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}

/** What the job counted so far, each count named in words ('Classes created'). */
export function JobCounts({ job }: { job: JobShown }) {
  const counts = Object.entries(job.counts);
  if (counts.length === 0) return null;
  return (
    <dl className={styles.counts}>
      {counts.map(([name, count]) => (
        <div key={name}>
          <dt>{countLabel(name)}</dt>
          <dd>{count.toLocaleString('en-AU')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The job's lines, folded away unless `open` (always open once it failed); scrolls when long. */
export function JobLines({ job, label, open = false }: { job: JobShown; label: string; open?: boolean }) {
  if (job.lines.length === 0) return null;
  return (
    <details open={open || job.status === 'failed'}>
      <summary>What was done ({job.lines.length})</summary>
      {/* Focusable, so the keyboard can scroll it too. */}
      <ul className={styles.lines} tabIndex={0} aria-label={`What was done: ${label}`}>
        {job.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
