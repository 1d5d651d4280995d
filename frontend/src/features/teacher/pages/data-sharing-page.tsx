import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLocale } from '../../../../../shared/i18n/locales';
import { translated } from '../../../../../shared/i18n/text';
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
import { RosterSharingSection } from '../components/roster-sharing';
import { SchoolCrumbs } from '../components/school-crumbs';
import { guarded } from '../guard';
import styles from '../components/data-sharing.module.css';

/** The report's dates and times in the portal's language (English in its Australian forms). */
function useFormats() {
  const { i18n } = useLingui();
  const locale = formatLocale(i18n.locale);
  const date = dateFormatter(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const dateTime = dateFormatter(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return { date: (at: string) => date.format(new Date(at)), dateTime: (at: string) => dateTime.format(new Date(at)) };
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
  const { t } = useLingui();
  const { schoolId = '' } = useParams();
  const [search] = useSearchParams();
  const serviceId = search.get('app');
  const title = t`Data sharing`;
  return (
    <>
      <DocumentTitle title={title} />
      <SchoolCrumbs
        schoolId={schoolId}
        trail={
          serviceId
            ? [{ label: title, to: paths.teacher.dataSharing.getHref(schoolId) }, { label: t`Students` }]
            : [{ label: title }]
        }
      />
      <PageHeader
        title={title}
        description={t`What each app received about the school's students when they opened it, in the last ${DATA_SHARING_WINDOW_DAYS} days.`}
      />
      {serviceId ? <AppStudents schoolId={schoolId} serviceId={serviceId} /> : <SchoolApps schoolId={schoolId} />}
    </>
  );
}

/** An attribute's name as the report shows it (the contract's label, in the portal's language). */
const attributeName = (attribute: string) => translated(attributeLabel(attribute));

function AttributesTable({ attributes, label }: { attributes: readonly AttributeShare[]; label: string }) {
  const { t } = useLingui();
  const columns: PlainTableColumn<AttributeShare>[] = [
    {
      header: t`Attribute`,
      rowHeader: true,
      cell: (entry) => (
        <>
          {attributeName(entry.attribute)}
          <span className={styles.attributeName}>{entry.attribute}</span>
        </>
      ),
    },
    { header: t`Launches`, numeric: true, cell: (entry) => entry.launches },
    { header: t`Students`, numeric: true, cell: (entry) => entry.students },
  ];
  return <PlainTable caption={label} rows={attributes} rowKey={(entry) => entry.attribute} columns={columns} />;
}

function AppCard({ app, schoolId }: { app: AppSharingSummary; schoolId: string }) {
  const { t } = useLingui();
  const formats = useFormats();
  const headingId = `data-sharing-${app.service.id}`;
  const appName = app.service.name;
  const { launches, students } = app;
  const last = formats.date(app.lastLaunchAt);
  return (
    <li className={styles.app} aria-labelledby={headingId}>
      <h2 id={headingId}>{appName}</h2>
      <p className={styles.summary}>
        {t`${plural(launches, { one: '# launch', other: '# launches' })} by ${plural(students, { one: '# student', other: '# students' })}; last on ${last}.`}
      </p>
      <AttributesTable attributes={app.attributes} label={t`What ${appName} received`} />
      <Link
        className={styles.viewLink}
        to={paths.teacher.dataSharing.getHref(schoolId, app.service.id)}
        aria-label={t`View the students ${appName} received data about`}
      >
        <Trans>View students</Trans>
      </Link>
    </li>
  );
}

function SchoolApps({ schoolId }: { schoolId: string }) {
  const { t } = useLingui();
  const formats = useFormats();
  const read = getSchoolDataSharing.useRead({ params: { schoolId } });
  if (read.isPending)
    return (
      <div className={styles.loading}>
        <LoadingIndicator label={t`Loading the data-sharing report…`} />
      </div>
    );
  if (read.isError) return <FailureAlert message={read.error.message} />;
  const { report } = read.data;
  const since = formats.date(report.window.from);
  const schoolName = report.school.name;
  const apps = report.apps.length;
  const roster = (
    <RosterSharingSection
      schoolId={schoolId}
      schoolName={schoolName}
      roster={report.roster}
      formatDate={formats.date}
    />
  );
  if (apps === 0)
    return (
      <>
        <p>
          <Trans>
            No app received anything about the students of {schoolName} since {since}.
          </Trans>
        </p>
        {roster}
      </>
    );
  return (
    <>
      <section aria-label={t`Apps that received data about students of ${schoolName}`}>
        <p>
          {t`Since ${since}, ${plural(apps, { one: '# app', other: '# apps' })} received attributes of the students of ${schoolName}.`}{' '}
          <Trans>Each count is of launches by students, and of the students they were about.</Trans>
        </p>
        <ul className={styles.apps}>
          {report.apps.map((app) => (
            <AppCard key={app.service.id} app={app} schoolId={schoolId} />
          ))}
        </ul>
      </section>
      {roster}
    </>
  );
}

function AppStudents({ schoolId, serviceId }: { schoolId: string; serviceId: string }) {
  const { t } = useLingui();
  const formats = useFormats();
  const read = getAppDataSharing.useRead({ params: { schoolId, serviceId } });
  const back = (
    <p>
      <Link to={paths.teacher.dataSharing.getHref(schoolId)}>
        <span className={styles.backArrow}>←</span> <Trans>All apps</Trans>
      </Link>
    </p>
  );
  if (read.isPending)
    return (
      <div className={styles.loading}>
        <LoadingIndicator label={t`Loading the app's students…`} />
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
  const since = formats.date(sharing.window.from);
  const appName = sharing.service.name;
  const schoolName = sharing.school.name;
  const launches = sharing.launches;
  const students = sharing.students.length;
  const studentColumns: PlainTableColumn<SharingStudent>[] = [
    { header: t`Name`, rowHeader: true, cell: (student) => student.name },
    { header: t`Class`, cell: (student) => (student.classes.length ? student.classes.join(', ') : t`No class`) },
    {
      header: t`Last launch`,
      cell: (student) => <span className={styles.noWrap}>{formats.dateTime(student.lastLaunchAt)}</span>,
    },
    { header: t`Launches`, numeric: true, cell: (student) => student.launches },
    { header: t`Attributes received`, cell: (student) => student.attributes.map(attributeName).join(', ') },
  ];
  return (
    <section aria-labelledby="data-sharing-app-heading">
      {back}
      <h2 id="data-sharing-app-heading">
        <Trans>
          {appName} at {schoolName}
        </Trans>
      </h2>
      {students === 0 ? (
        <p>
          <Trans>
            {appName} received nothing about the students of {schoolName} since {since}.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            {t`Since ${since}: ${plural(launches, { one: '# launch', other: '# launches' })} by ${plural(students, { one: '# student', other: '# students' })}.`}
            {sharing.school.studentNames === 'initials' ? (
              <>
                {' '}
                <Trans>Students are shown by their initials, as the school chose on My School.</Trans>
              </>
            ) : null}
          </p>
          <AttributesTable attributes={sharing.attributes} label={t`What ${appName} received`} />
          <h3>
            <Trans>Students</Trans>
          </h3>
          <PlainTable
            caption={t`Each student who opened ${appName}, with what it received`}
            rows={sharing.students}
            rowKey={(student) => student.userId}
            columns={studentColumns}
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
