import { dateFormatter } from '../../../../../shared/rules/date-format';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  attributeLabel,
  DATA_SHARING_WINDOW_DAYS,
  type AppSharingSummary,
  type AttributeShare,
  type SharingStudent,
} from '../../../../../shared/schemas/data-sharing';
import { FailureAlert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { paths } from '../../../config/paths';
import { getAppDataSharing, getSchoolDataSharing } from '../api/data-sharing';
import { SchoolCrumbs } from '../components/school-crumbs';
import { guarded } from '../guard';
import styles from '../components/data-sharing.module.css';

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

/** The report (or one app's students) is read in the loader, so the page arrives whole. */
export const dataSharingLoader = (queryClient: QueryClient) =>
  guarded(queryClient, async ({ params, request }: LoaderFunctionArgs) => {
    const schoolId = params['schoolId'] ?? '';
    const serviceId = new URL(request.url).searchParams.get('app');
    // A refusal or failure is shown by the page itself (its read fails the same way).
    await (
      serviceId
        ? queryClient.ensureQueryData(getAppDataSharing.queryOptions({ params: { schoolId, serviceId } }))
        : queryClient.ensureQueryData(getSchoolDataSharing.queryOptions({ params: { schoolId } }))
    ).catch(() => undefined);
    return null;
  });

/** Data sharing, started again when the school changes. */
export function DataSharingRoute() {
  const { schoolId = '' } = useParams();
  return <DataSharingPage key={schoolId} />;
}

/** teacher.school.data-sharing: which attributes of the school's students each app received. */
export function DataSharingPage() {
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const serviceId = search.get('app');
  return (
    <>
      <DocumentTitle title="Data sharing" />
      <SchoolCrumbs
        schoolId={schoolId}
        trail={
          serviceId
            ? [{ label: 'Data sharing', to: paths.teacher.dataSharing.getHref(schoolId) }, { label: 'Students' }]
            : [{ label: 'Data sharing' }]
        }
      />
      <PageHeader
        title="Data sharing"
        description={`What each app received about the school's students when they opened it, in the last ${DATA_SHARING_WINDOW_DAYS} days.`}
      />
      {serviceId ? <AppStudents schoolId={schoolId} serviceId={serviceId} /> : <SchoolApps schoolId={schoolId} />}
    </>
  );
}

const ATTRIBUTE_COLUMNS: PlainTableColumn<AttributeShare>[] = [
  {
    header: 'Attribute',
    rowHeader: true,
    cell: (entry) => (
      <>
        {attributeLabel(entry.attribute)}
        <span className={styles.attributeName}>{entry.attribute}</span>
      </>
    ),
  },
  { header: 'Launches', numeric: true, cell: (entry) => entry.launches },
  { header: 'Students', numeric: true, cell: (entry) => entry.students },
];

const STUDENT_COLUMNS: PlainTableColumn<SharingStudent>[] = [
  { header: 'Name', rowHeader: true, cell: (student) => student.name },
  { header: 'Class', cell: (student) => (student.classes.length ? student.classes.join(', ') : 'No class') },
  {
    header: 'Last launch',
    cell: (student) => <span className={styles.noWrap}>{dateTimeFormat.format(new Date(student.lastLaunchAt))}</span>,
  },
  { header: 'Launches', numeric: true, cell: (student) => student.launches },
  { header: 'Attributes received', cell: (student) => student.attributes.map(attributeLabel).join(', ') },
];

function AttributesTable({ attributes, label }: { attributes: readonly AttributeShare[]; label: string }) {
  return (
    <PlainTable caption={label} rows={attributes} rowKey={(entry) => entry.attribute} columns={ATTRIBUTE_COLUMNS} />
  );
}

function AppCard({ app, schoolId }: { app: AppSharingSummary; schoolId: string }) {
  const headingId = `data-sharing-${app.service.id}`;
  return (
    <li className={styles.app} aria-labelledby={headingId}>
      <h2 id={headingId}>{app.service.name}</h2>
      <p className={styles.summary}>
        {plural(app.launches, 'launch', 'launches')} by {plural(app.students, 'student')}; last on{' '}
        {dateFormat.format(new Date(app.lastLaunchAt))}.
      </p>
      <AttributesTable attributes={app.attributes} label={`What ${app.service.name} received`} />
      <Link
        className={styles.viewLink}
        to={paths.teacher.dataSharing.getHref(schoolId, app.service.id)}
        aria-label={`View the students ${app.service.name} received data about`}
      >
        View students
      </Link>
    </li>
  );
}

function SchoolApps({ schoolId }: { schoolId: string }) {
  const read = getSchoolDataSharing.useRead({ params: { schoolId } });
  if (read.isPending)
    return (
      <div className={styles.loading}>
        <LoadingIndicator label="Loading the data-sharing report…" />
      </div>
    );
  if (read.isError) return <FailureAlert message={read.error.message} />;
  const { report } = read.data;
  const since = dateFormat.format(new Date(report.window.from));
  if (report.apps.length === 0)
    return (
      <p>
        No app received anything about the students of {report.school.name} since {since}.
      </p>
    );
  return (
    <section aria-label={`Apps that received data about students of ${report.school.name}`}>
      <p>
        Since {since}, {plural(report.apps.length, 'app')} received attributes of the students of {report.school.name}.
        Each count is of launches by students, and of the students they were about.
      </p>
      <ul className={styles.apps}>
        {report.apps.map((app) => (
          <AppCard key={app.service.id} app={app} schoolId={schoolId} />
        ))}
      </ul>
    </section>
  );
}

function AppStudents({ schoolId, serviceId }: { schoolId: string; serviceId: string }) {
  const read = getAppDataSharing.useRead({ params: { schoolId, serviceId } });
  const back = (
    <p>
      <Link to={paths.teacher.dataSharing.getHref(schoolId)}>← All apps</Link>
    </p>
  );
  if (read.isPending)
    return (
      <div className={styles.loading}>
        <LoadingIndicator label="Loading the app's students…" />
      </div>
    );
  if (read.isError)
    return (
      <>
        {back}
        <FailureAlert message={read.error.message} />
      </>
    );
  const { sharing } = read.data;
  const since = dateFormat.format(new Date(sharing.window.from));
  return (
    <section aria-labelledby="data-sharing-app-heading">
      {back}
      <h2 id="data-sharing-app-heading">
        {sharing.service.name} at {sharing.school.name}
      </h2>
      {sharing.students.length === 0 ? (
        <p>
          {sharing.service.name} received nothing about the students of {sharing.school.name} since {since}.
        </p>
      ) : (
        <>
          <p>
            Since {since}: {plural(sharing.launches, 'launch', 'launches')} by{' '}
            {plural(sharing.students.length, 'student')}.
            {sharing.school.studentNames === 'initials'
              ? ' Students are shown by their initials, as the school chose on My School.'
              : ''}
          </p>
          <AttributesTable attributes={sharing.attributes} label={`What ${sharing.service.name} received`} />
          <h3>Students</h3>
          <PlainTable
            caption={`Each student who opened ${sharing.service.name}, with what it received`}
            rows={sharing.students}
            rowKey={(student) => student.userId}
            columns={STUDENT_COLUMNS}
          />
        </>
      )}
    </section>
  );
}

/** The page's route: its loader and page. */
export const route = (queryClient: QueryClient) => ({
  loader: dataSharingLoader(queryClient),
  Component: DataSharingRoute,
});
