import { dateFormatter } from '../../../../../shared/rules/date-format';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  attributeLabel,
  DATA_SHARING_WINDOW_DAYS,
  type AppSharingSummary,
  type AttributeShare,
} from '../../../../../shared/schemas/data-sharing';
import { FailureAlert } from '../../../components/alert';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { TableScroll } from '../../../components/table-scroll';
import tableStyles from '../../../components/plain-table.module.css';
import { paths } from '../../../config/paths';
import { getAppDataSharing, getSchoolDataSharing } from '../api/data-sharing';
import { TeacherCrumbs } from '../components/teacher-crumbs';
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

/** teacher.school.data-sharing: which attributes of the school's students each app received (issue 36). */
export function DataSharingPage() {
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const serviceId = search.get('app');
  return (
    <>
      <DocumentTitle title="Data sharing" />
      <TeacherCrumbs
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

function AttributesTable({ attributes, label }: { attributes: readonly AttributeShare[]; label: string }) {
  return (
    <TableScroll className={tableStyles.tableWrap} label={label}>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col" className={styles.numeric}>
              Launches
            </th>
            <th scope="col" className={styles.numeric}>
              Students
            </th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((entry) => (
            <tr key={entry.attribute}>
              <th scope="row">
                {attributeLabel(entry.attribute)}
                <span className={styles.attributeName}>{entry.attribute}</span>
              </th>
              <td className={styles.numeric}>{entry.launches}</td>
              <td className={styles.numeric}>{entry.students}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
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
          <TableScroll className={tableStyles.tableWrap} label={`Students ${sharing.service.name} received data about`}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">
                Each student who opened {sharing.service.name}, with what it received
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Class</th>
                  <th scope="col">Last launch</th>
                  <th scope="col" className={styles.numeric}>
                    Launches
                  </th>
                  <th scope="col">Attributes received</th>
                </tr>
              </thead>
              <tbody>
                {sharing.students.map((student) => (
                  <tr key={student.userId}>
                    <th scope="row">{student.name}</th>
                    <td>{student.classes.length ? student.classes.join(', ') : 'No class'}</td>
                    <td className={styles.noWrap}>{dateTimeFormat.format(new Date(student.lastLaunchAt))}</td>
                    <td className={styles.numeric}>{student.launches}</td>
                    <td className={styles.attributesCell}>{student.attributes.map(attributeLabel).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
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
