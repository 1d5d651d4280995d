import { dateFormatter } from '../../../../shared/rules/date-format';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ServiceUsage, UsageSeats } from '../../../../shared/schemas/app-usage';
import { FailureAlert } from '../alert';
import { Button } from '../button';
import { TableScroll } from '../table-scroll';
import { LoadingIndicator } from '../loading-indicator';
import { downloadUsageCsv, getSchoolUsage, getServiceUsage } from './app-usage';
import tableStyles from '../plain-table.module.css';
import styles from './usage.module.css';

const UsageChart = lazy(() => import('./usage-chart'));

const dateFormat = dateFormatter('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = dateFormatter('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the school holds of the app, in a sentence. */
export function seatsSentence(seats: UsageSeats): string {
  const covers = `covers ${plural(seats.students, 'student')} and ${plural(seats.teachers, 'teacher')}`;
  const until = seats.until ? dateFormat.format(new Date(seats.until)) : null;
  const trials =
    seats.teacherTrials > 0 ? ` ${plural(seats.teacherTrials, 'teacher is', 'teachers are')} trialling it.` : '';
  switch (seats.access) {
    case 'free':
      return `A free app: ${covers}.`;
    case 'perpetual':
      return `Perpetual school access: ${covers}.${trials}`;
    case 'subscription':
      return `School subscription until ${until ?? 'further notice'}: ${covers}.${trials}`;
    case 'trial':
      return `School trial until ${until ?? 'further notice'}: ${covers}.${trials}`;
    case 'teacher-trials':
      return `No school licence.${trials}`;
    case 'ended':
      return `The school's access ended${until ? ` on ${until}` : ''}.`;
    case 'none':
      return 'No school licence.';
  }
}

function accessLabel(seats: UsageSeats): string {
  const labels: Record<UsageSeats['access'], string> = {
    free: 'Free',
    perpetual: 'Perpetual',
    subscription: 'Subscription',
    trial: 'Trial',
    'teacher-trials': 'Teacher trials',
    ended: 'Ended',
    none: 'None',
  };
  const until =
    seats.until && (seats.access === 'subscription' || seats.access === 'trial')
      ? ` until ${dateFormat.format(new Date(seats.until))}`
      : '';
  return `${labels[seats.access]}${until}`;
}

interface SchoolUsagePanelProps {
  schoolId: string;
  /** The app whose usage is shown; null for the list of the school's apps. */
  serviceId: string | null;
  /** Where one app's usage (or, with null, the list) is shown. */
  hrefOf: (serviceId: string | null) => string;
}

/**
 * Seat and usage insight of one school (beyond the spec): its apps with their seats and last 30
 * days, then one app's 7/30/90-day and never counts as a chart and a table, each member's last
 * launch, and the CSV. Students are named as the school's setting allows.
 */
export function SchoolUsagePanel({ schoolId, serviceId, hrefOf }: SchoolUsagePanelProps) {
  return serviceId ? (
    <ServiceUsagePanel schoolId={schoolId} serviceId={serviceId} hrefOf={hrefOf} />
  ) : (
    <SchoolAppsUsage schoolId={schoolId} hrefOf={hrefOf} />
  );
}

function SchoolAppsUsage({ schoolId, hrefOf }: { schoolId: string; hrefOf: SchoolUsagePanelProps['hrefOf'] }) {
  const usage = getSchoolUsage.useRead({ params: { schoolId } });
  if (usage.isPending) return <LoadingIndicator label="Loading the school's apps…" />;
  if (usage.isError) return <FailureAlert message={usage.error.message} />;
  const { summary } = usage.data;
  if (summary.services.length === 0)
    return <p>The school holds no apps yet, and none of its members has opened one.</p>;
  return (
    <TableScroll className={tableStyles.tableWrap} label={`Apps of ${summary.school.name}`}>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">
          Apps of {summary.school.name} and who opened them in the last 30 days
        </caption>
        <thead>
          <tr>
            <th scope="col">App</th>
            <th scope="col">School access</th>
            <th scope="col" className={styles.numeric}>
              Students (30 days)
            </th>
            <th scope="col" className={styles.numeric}>
              Teachers (30 days)
            </th>
            <th scope="col">
              <span className="visually-hidden">Usage</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.services.map((entry) => (
            <tr key={entry.service.id}>
              <th scope="row">{entry.service.name}</th>
              <td>{accessLabel(entry.seats)}</td>
              <td className={styles.numeric}>{entry.openedLast30Days.students}</td>
              <td className={styles.numeric}>{entry.openedLast30Days.teachers}</td>
              <td>
                <Link to={hrefOf(entry.service.id)} aria-label={`View usage of ${entry.service.name}`}>
                  View usage
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function windowBars(usage: ServiceUsage) {
  return [
    ...usage.windows.map((window) => ({
      label: `Last ${window.days} days`,
      students: window.students,
      teachers: window.teachers,
    })),
    { label: 'Never', students: usage.never.students, teachers: usage.never.teachers },
  ];
}

function ServiceUsagePanel({
  schoolId,
  serviceId,
  hrefOf,
}: {
  schoolId: string;
  serviceId: string;
  hrefOf: SchoolUsagePanelProps['hrefOf'];
}) {
  const usage = getServiceUsage.useRead({ params: { schoolId, serviceId } });
  const [downloading, setDownloading] = useState(false);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const back = (
    <p>
      <Link to={hrefOf(null)}>← All apps</Link>
    </p>
  );
  if (usage.isPending) return <LoadingIndicator label="Loading the app's usage…" />;
  if (usage.isError)
    return (
      <>
        {back}
        <FailureAlert message={usage.error.message} />
      </>
    );
  const data = usage.data.usage;
  const bars = windowBars(data);
  const download = () => {
    setDownloading(true);
    setDownloadFailure(null);
    downloadUsageCsv(schoolId, serviceId, `${data.service.name} usage.csv`)
      .catch((error: unknown) => setDownloadFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setDownloading(false));
  };
  return (
    <section aria-labelledby="usage-heading">
      {back}
      <h2 id="usage-heading">
        {data.service.name} at {data.school.name}
      </h2>
      <p className={styles.seats}>{seatsSentence(data.seats)}</p>
      <div className={styles.chart}>
        <Suspense fallback={<LoadingIndicator label="Loading the chart…" />}>
          <UsageChart bars={bars} />
        </Suspense>
      </div>
      <TableScroll className={tableStyles.tableWrap} label={`Who opened ${data.service.name}, by day`}>
        <table className={tableStyles.table}>
          <caption>Students and teachers who opened {data.service.name}</caption>
          <thead>
            <tr>
              <th scope="col">Opened</th>
              <th scope="col" className={styles.numeric}>
                Students
              </th>
              <th scope="col" className={styles.numeric}>
                Teachers
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td className={styles.numeric}>{bar.students}</td>
                <td className={styles.numeric}>{bar.teachers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3>Who opened it</h3>
      <div className={styles.actions}>
        <Button variant="secondary" loading={downloading} onClick={download}>
          Download CSV
        </Button>
        {data.school.studentNames === 'initials' ? (
          <span>Students are shown by their initials, as the school chose on My School.</span>
        ) : null}
      </div>
      <FailureAlert message={downloadFailure} />
      {data.members.length === 0 ? (
        <p>The school has no students or teachers yet.</p>
      ) : (
        <TableScroll className={tableStyles.tableWrap} label={`Who opened ${data.service.name}`}>
          <table className={tableStyles.table}>
            <caption className="visually-hidden">
              Each student and teacher with their last launch of {data.service.name}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Last opened</th>
                <th scope="col" className={styles.numeric}>
                  Times opened
                </th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => (
                <tr key={member.userId}>
                  <th scope="row">{member.name}</th>
                  <td>{member.role === 'student' ? 'Student' : 'Teacher'}</td>
                  <td>{member.lastOpenedAt ? dateTimeFormat.format(new Date(member.lastOpenedAt)) : 'Never'}</td>
                  <td className={styles.numeric}>{member.launches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
