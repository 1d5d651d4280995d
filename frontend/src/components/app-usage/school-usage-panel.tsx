import { dateFormatter } from '../../../../shared/rules/date-format';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { SchoolUsageSummary, ServiceUsage, UsageSeats } from '../../../../shared/schemas/app-usage';
import { FailureAlert } from '../alert';
import { Button } from '../button';
import { LoadingIndicator } from '../loading-indicator';
import { PageNotice } from '../page-notice';
import { PlainTable, type PlainTableColumn } from '../plain-table';
import { usePageActions } from '../../lib/use-page-actions';
import { downloadUsageCsv, getSchoolUsage, getServiceUsage } from './app-usage';
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

function appColumns(
  hrefOf: SchoolUsagePanelProps['hrefOf'],
): PlainTableColumn<SchoolUsageSummary['services'][number]>[] {
  return [
    { header: 'App', rowHeader: true, cell: (entry) => entry.service.name },
    { header: 'School access', cell: (entry) => accessLabel(entry.seats) },
    { header: 'Students (30 days)', numeric: true, cell: (entry) => entry.openedLast30Days.students },
    { header: 'Teachers (30 days)', numeric: true, cell: (entry) => entry.openedLast30Days.teachers },
    {
      header: 'Usage',
      srOnlyHeader: true,
      cell: (entry) => (
        <Link to={hrefOf(entry.service.id)} aria-label={`View usage of ${entry.service.name}`}>
          View usage
        </Link>
      ),
    },
  ];
}

const WINDOW_COLUMNS: PlainTableColumn<ReturnType<typeof windowBars>[number]>[] = [
  { header: 'Opened', rowHeader: true, cell: (bar) => bar.label },
  { header: 'Students', numeric: true, cell: (bar) => bar.students },
  { header: 'Teachers', numeric: true, cell: (bar) => bar.teachers },
];

const MEMBER_COLUMNS: PlainTableColumn<ServiceUsage['members'][number]>[] = [
  { header: 'Name', rowHeader: true, cell: (member) => member.name },
  { header: 'Role', cell: (member) => (member.role === 'student' ? 'Student' : 'Teacher') },
  {
    header: 'Last opened',
    cell: (member) => (member.lastOpenedAt ? dateTimeFormat.format(new Date(member.lastOpenedAt)) : 'Never'),
  },
  { header: 'Times opened', numeric: true, cell: (member) => member.launches },
];

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
    <PlainTable
      caption={`Apps of ${summary.school.name} and who opened them in the last 30 days`}
      regionLabel={`Apps of ${summary.school.name}`}
      rows={summary.services}
      rowKey={(entry) => entry.service.id}
      columns={appColumns(hrefOf)}
    />
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
  const actions = usePageActions({ about: serviceId, ownsPageNotice: false });
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
  const download = () =>
    void actions.run('download', () => downloadUsageCsv(schoolId, serviceId, `${data.service.name} usage.csv`));
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
      <PlainTable
        caption={`Students and teachers who opened ${data.service.name}`}
        regionLabel={`Who opened ${data.service.name}, by day`}
        showCaption
        rows={bars}
        rowKey={(bar) => bar.label}
        columns={WINDOW_COLUMNS}
      />
      <h3>Who opened it</h3>
      <div className={styles.actions}>
        <Button variant="secondary" loading={actions.isBusy('download')} onClick={download}>
          Download CSV
        </Button>
        {data.school.studentNames === 'initials' ? (
          <span>Students are shown by their initials, as the school chose on My School.</span>
        ) : null}
      </div>
      <PageNotice actions={actions} />
      {data.members.length === 0 ? (
        <p>The school has no students or teachers yet.</p>
      ) : (
        <PlainTable
          caption={`Each student and teacher with their last launch of ${data.service.name}`}
          regionLabel={`Who opened ${data.service.name}`}
          rows={data.members}
          rowKey={(member) => member.userId}
          columns={MEMBER_COLUMNS}
        />
      )}
    </section>
  );
}
