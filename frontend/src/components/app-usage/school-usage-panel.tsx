import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
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

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** What the school holds of the app, in a sentence, in the page's language. */
export function seatsSentence(seats: UsageSeats): string {
  const { students: studentCount, teachers: teacherCount, teacherTrials } = seats;
  const students = plural(studentCount, { one: '# student', other: '# students' });
  const teachers = plural(teacherCount, { one: '# teacher', other: '# teachers' });
  const covers = t`covers ${students} and ${teachers}`;
  const until = seats.until ? i18n.date(new Date(seats.until), DATE_FORMAT) : null;
  const untilText = until ?? t`further notice`;
  const trials =
    teacherTrials > 0
      ? ` ${plural(teacherTrials, { one: '# teacher is trialling it.', other: '# teachers are trialling it.' })}`
      : '';
  switch (seats.access) {
    case 'free':
      return t`A free app: ${covers}.`;
    case 'perpetual':
      return t`Perpetual school access: ${covers}.${trials}`;
    case 'subscription':
      return t`School subscription until ${untilText}: ${covers}.${trials}`;
    case 'trial':
      return t`School trial until ${untilText}: ${covers}.${trials}`;
    case 'teacher-trials':
      return t`No school licence.${trials}`;
    case 'ended':
      return until ? t`The school's access ended on ${until}.` : t`The school's access ended.`;
    case 'none':
      return t`No school licence.`;
  }
}

const ACCESS_LABELS: Record<UsageSeats['access'], MessageDescriptor> = {
  free: msg`Free`,
  perpetual: msg`Perpetual`,
  subscription: msg`Subscription`,
  trial: msg`Trial`,
  'teacher-trials': msg`Teacher trials`,
  ended: msg`Ended`,
  none: msg`None`,
};

function accessLabel(seats: UsageSeats): string {
  const label = i18n._(ACCESS_LABELS[seats.access]);
  if (!seats.until || (seats.access !== 'subscription' && seats.access !== 'trial')) return label;
  const until = i18n.date(new Date(seats.until), DATE_FORMAT);
  return t`${label} until ${until}`;
}

function appColumns(
  hrefOf: SchoolUsagePanelProps['hrefOf'],
): PlainTableColumn<SchoolUsageSummary['services'][number]>[] {
  return [
    { header: t`App`, rowHeader: true, cell: (entry) => entry.service.name },
    { header: t`School access`, cell: (entry) => accessLabel(entry.seats) },
    { header: t`Students (30 days)`, numeric: true, cell: (entry) => entry.openedLast30Days.students },
    { header: t`Teachers (30 days)`, numeric: true, cell: (entry) => entry.openedLast30Days.teachers },
    {
      header: t`Usage`,
      srOnlyHeader: true,
      cell: (entry) => {
        const name = entry.service.name;
        return (
          <Link to={hrefOf(entry.service.id)} aria-label={t`View usage of ${name}`}>
            <Trans>View usage</Trans>
          </Link>
        );
      },
    },
  ];
}

function windowColumns(): PlainTableColumn<ReturnType<typeof windowBars>[number]>[] {
  return [
    { header: t`Opened`, rowHeader: true, cell: (bar) => bar.label },
    { header: t`Students`, numeric: true, cell: (bar) => bar.students },
    { header: t`Teachers`, numeric: true, cell: (bar) => bar.teachers },
  ];
}

function memberColumns(): PlainTableColumn<ServiceUsage['members'][number]>[] {
  return [
    { header: t`Name`, rowHeader: true, cell: (member) => member.name },
    { header: t`Role`, cell: (member) => (member.role === 'student' ? t`Student` : t`Teacher`) },
    {
      header: t`Last opened`,
      cell: (member) => (member.lastOpenedAt ? i18n.date(new Date(member.lastOpenedAt), DATE_TIME_FORMAT) : t`Never`),
    },
    { header: t`Times opened`, numeric: true, cell: (member) => member.launches },
  ];
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
  // Its words through the core macros (as the functions above): useLingui re-renders it in a new language.
  useLingui();
  const usage = getSchoolUsage.useRead({ params: { schoolId } });
  if (usage.isPending) return <LoadingIndicator label={t`Loading the school's apps…`} />;
  if (usage.isError) return <FailureAlert message={usage.error.message} />;
  const { summary } = usage.data;
  if (summary.services.length === 0)
    return (
      <p>
        <Trans>The school holds no apps yet, and none of its members has opened one.</Trans>
      </p>
    );
  const school = summary.school.name;
  return (
    <PlainTable
      caption={t`Apps of ${school} and who opened them in the last 30 days`}
      regionLabel={t`Apps of ${school}`}
      rows={summary.services}
      rowKey={(entry) => entry.service.id}
      columns={appColumns(hrefOf)}
    />
  );
}

function windowBars(usage: ServiceUsage) {
  return [
    ...usage.windows.map(({ days, students, teachers }) => ({
      label: plural(days, { one: 'Last # day', other: 'Last # days' }),
      students,
      teachers,
    })),
    { label: t`Never`, students: usage.never.students, teachers: usage.never.teachers },
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
  useLingui();
  const usage = getServiceUsage.useRead({ params: { schoolId, serviceId } });
  const actions = usePageActions({ about: serviceId, ownsPageNotice: false });
  const back = (
    <p>
      <Link to={hrefOf(null)}>
        <span className="direction-icon">←</span> <Trans>All apps</Trans>
      </Link>
    </p>
  );
  if (usage.isPending) return <LoadingIndicator label={t`Loading the app's usage…`} />;
  if (usage.isError)
    return (
      <>
        {back}
        <FailureAlert message={usage.error.message} />
      </>
    );
  const data = usage.data.usage;
  const bars = windowBars(data);
  const app = data.service.name;
  const school = data.school.name;
  const download = () => void actions.run('download', () => downloadUsageCsv(schoolId, serviceId, t`${app} usage.csv`));
  return (
    <section aria-labelledby="usage-heading">
      {back}
      <h2 id="usage-heading">
        <Trans>
          {app} at {school}
        </Trans>
      </h2>
      <p className={styles.seats}>{seatsSentence(data.seats)}</p>
      <div className={styles.chart}>
        <Suspense fallback={<LoadingIndicator label={t`Loading the chart…`} />}>
          <UsageChart bars={bars} />
        </Suspense>
      </div>
      <PlainTable
        caption={t`Students and teachers who opened ${app}`}
        regionLabel={t`Who opened ${app}, by day`}
        showCaption
        rows={bars}
        rowKey={(bar) => bar.label}
        columns={windowColumns()}
      />
      <h3>
        <Trans>Who opened it</Trans>
      </h3>
      <div className={styles.actions}>
        <Button variant="secondary" loading={actions.isBusy('download')} onClick={download}>
          <Trans>Download CSV</Trans>
        </Button>
        {data.school.studentNames === 'initials' ? (
          <span>
            <Trans>Students are shown by their initials, as the school chose on My School.</Trans>
          </span>
        ) : null}
      </div>
      <PageNotice actions={actions} />
      {data.members.length === 0 ? (
        <p>
          <Trans>The school has no students or teachers yet.</Trans>
        </p>
      ) : (
        <PlainTable
          caption={t`Each student and teacher with their last launch of ${app}`}
          regionLabel={t`Who opened ${app}`}
          rows={data.members}
          rowKey={(member) => member.userId}
          columns={memberColumns()}
        />
      )}
    </section>
  );
}
