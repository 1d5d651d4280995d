import { dateFormatter } from '../../../../../shared/rules/date-format';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { EXPORT_FILE_DAYS, type Job } from '../../../../../shared/schemas/jobs';
import type { PersonRecord } from '../../../../../shared/schemas/privacy';
import { Alert } from '../../../components/alert';
import { BackLink } from '../../../components/back-link';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { JobProgress } from '../../../components/job-progress';
import { PageHeader } from '../../../components/page-header';
import tableStyles from '../../../components/plain-table.module.css';
import { TableScroll } from '../../../components/table-scroll';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { downloadJobFile } from '../../../lib/jobs';
import { getChildData, startChildDataExport } from '../api/children';
import styles from '../components/family.module.css';
import { forParents } from '../guard';

/** A moment as the product shows it in full: '29 Nov 2026, 7:15 am' (the reader's time zone). */
const momentFormat = dateFormatter('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const moment = (iso: string) => momentFormat.format(new Date(iso));
const dayFormat = dateFormatter('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const day = (iso: string) => dayFormat.format(new Date(iso));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ label, head, rows }: { label: string; head: string[]; rows: (string | ReactNode)[][] }) {
  return (
    <TableScroll className={tableStyles.tableWrap} label={label}>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** 'Download {name}'s data': starts the job, shows its progress, then offers the file. */
function DownloadData({ childId, name }: { childId: string; name: string }) {
  const start = startChildDataExport.useMutation();
  const [job, setJob] = useState<Job | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const label = `Download ${name}'s data`;

  const download = (jobId: string) => {
    setDownloading(true);
    setFailure(null);
    downloadJobFile(jobId)
      .catch((error: unknown) =>
        setFailure(isApiRequestError(error) ? error.message : 'The file could not be downloaded.'),
      )
      .finally(() => setDownloading(false));
  };

  return (
    <div className={styles.download}>
      <p>
        A ZIP file with everything on this page: a JSON file for each kind of record, a spreadsheet (CSV) of each list,
        and README.txt saying what each file holds. The file is kept for {EXPORT_FILE_DAYS} days; Jobs finds it again.
      </p>
      <Button
        variant="primary"
        loading={start.isPending}
        onClick={() => {
          setFailure(null);
          start.mutate(
            { params: { childId } },
            {
              onSuccess: (answer) => setJob(answer.job),
              onError: (error) => setFailure(isApiRequestError(error) ? error.message : String(error)),
            },
          );
        }}
      >
        {label}
      </Button>
      {failure ? (
        <Alert tone="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      {job ? (
        <JobProgress
          key={job.id}
          job={job}
          label={`Preparing ${name}'s data`}
          succeeded={
            <Button variant="secondary" loading={downloading} onClick={() => download(job.id)}>
              Save the ZIP file
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

function ChildData({ record }: { record: PersonRecord }) {
  const { profile } = record;
  const name = profile.firstName;
  const never = <span className={styles.muted}>Never</span>;
  const none = (text: string) => <p className={styles.muted}>{text}</p>;
  return (
    <>
      <Section title="What the portal holds">
        <Facts
          rows={[
            ['Username', profile.username],
            ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
            ['Kind of account', profile.accountType],
            ...(profile.email ? ([['E-mail address', profile.email]] as [string, ReactNode][]) : []),
            ...(profile.school ? ([['School', profile.school]] as [string, ReactNode][]) : []),
            ['Account created', day(profile.createdAt)],
            ['Last sign-in', profile.lastSignIn ? moment(profile.lastSignIn) : never],
            ['Signed in', `${profile.signInCount} ${profile.signInCount === 1 ? 'time' : 'times'}`],
            ['Signs in with', record.signInMethods.join(', ') || 'Nothing yet'],
          ]}
        />
      </Section>
      <Section title="Subscriptions and activation codes">
        {record.subscriptions.length ? (
          <Table
            label={`${name}'s subscriptions`}
            head={['App', 'Plan', 'Paid by', 'State', 'Started', 'Ends']}
            rows={record.subscriptions.map((subscription) => [
              subscription.app,
              subscription.plan,
              subscription.source,
              subscription.cancelled ? `${subscription.state} (cancelled)` : subscription.state,
              day(subscription.startedAt),
              subscription.end ? day(subscription.end) : '—',
            ])}
          />
        ) : (
          none('No subscriptions.')
        )}
        {record.activationCodes.length ? (
          <Table
            label={`Activation codes claimed for ${name}`}
            head={['Activation code', 'App', 'Claimed']}
            rows={record.activationCodes.map((code) => [code.code, code.app, day(code.claimedAt)])}
          />
        ) : (
          none('No activation codes.')
        )}
        {record.appAccess.length ? (
          <p>
            {name} can open: {record.appAccess.map((access) => access.app).join(', ')}.
          </p>
        ) : null}
      </Section>
      {record.classes.length ? (
        <Section title="Classes">
          <ul>
            {record.classes.map((member) => (
              <li key={`${member.school}-${member.className}`}>
                {member.className}, {member.school}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="Apps and what they received">
        <p>Each time an app was opened, the portal sent it these details about {name}.</p>
        {record.appLaunches.length ? (
          <Table
            label={`Apps ${name} opened, and what each received`}
            head={['When', 'App', 'What the app received', 'Opened by']}
            rows={record.appLaunches.map((launch) => [
              moment(launch.at),
              launch.app,
              launch.attributes.join(', ') || 'Nothing',
              launch.openedBy,
            ])}
          />
        ) : (
          none('No app has been opened yet.')
        )}
      </Section>
      <Section title="Who did what to the account">
        {record.history.length ? (
          <Table
            label={`What was done to ${name}'s account`}
            head={['When', 'What', 'Who']}
            rows={record.history.map((entry) => [moment(entry.at), entry.what, entry.who])}
          />
        ) : (
          none('Nothing has been recorded yet.')
        )}
      </Section>
      <Section title="Sign-in history">
        {record.signIns.length ? (
          <Table
            label={`${name}'s sign-ins`}
            head={['Signed in']}
            rows={record.signIns.map((signIn) => [moment(signIn.at)])}
          />
        ) : (
          none(`${name} has not signed in yet.`)
        )}
      </Section>
    </>
  );
}

/** The child's data page (issue 36): what the portal holds and shared about one child, and its download. */
export function ChildDataPage() {
  const { childId = '' } = useParams();
  const record = getChildData.useData({ params: { childId } });
  const name = record.profile.firstName;
  const title = `${name}'s data`;
  return (
    <>
      <DocumentTitle title={title} />
      <BackLink fallback={paths.familyManagement.getHref()}>My Child Accounts</BackLink>
      <PageHeader
        title={title}
        description={`Everything the portal holds about ${name}, who did what to the account, and what each app received.`}
      />
      <DownloadData childId={childId} name={name} />
      <ChildData record={record} />
    </>
  );
}

export const route = (queryClient: QueryClient) => ({
  loader: forParents(queryClient, ({ params }) =>
    queryClient.ensureQueryData(getChildData.queryOptions({ params: { childId: params['childId'] ?? '' } })),
  ),
  Component: ChildDataPage,
});
