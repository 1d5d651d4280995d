import { dateFormatter } from '../../../../../shared/rules/date-format';
import { repeatedInWords } from '../../../../../shared/rules/history-groups';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { PersonRecord } from '../../../../../shared/schemas/privacy';
import { BackLink } from '../../../components/back-link';
import { DocumentTitle } from '../../../components/document-title';
import { PageHeader } from '../../../components/page-header';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { paths } from '../../../config/paths';
import { getChildData } from '../api/children';
import { ChildDataDownload } from '../components/child-data-download';
import { PagedRows } from '../components/paged-rows';
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

type Record = PersonRecord;
const SUBSCRIPTION_COLUMNS: PlainTableColumn<Record['subscriptions'][number]>[] = [
  { header: 'App', cell: (subscription) => subscription.app },
  { header: 'Plan', cell: (subscription) => subscription.plan },
  { header: 'Why', cell: (subscription) => subscription.source },
  {
    header: 'State',
    cell: (subscription) => (subscription.cancelled ? `${subscription.state} (cancelled)` : subscription.state),
  },
  { header: 'Started', cell: (subscription) => (subscription.startedAt ? day(subscription.startedAt) : '—') },
  { header: 'Ends', cell: (subscription) => (subscription.end ? day(subscription.end) : '—') },
];
const CODE_COLUMNS: PlainTableColumn<Record['activationCodes'][number]>[] = [
  { header: 'Activation code', cell: (code) => code.code },
  { header: 'App', cell: (code) => code.app },
  { header: 'Claimed', cell: (code) => day(code.claimedAt) },
];
const LAUNCH_COLUMNS: PlainTableColumn<Record['appLaunches'][number]>[] = [
  { header: 'When', cell: (launch) => moment(launch.at) },
  { header: 'App', cell: (launch) => launch.app },
  { header: 'What the app received', cell: (launch) => launch.attributes.join(', ') || 'Nothing' },
  { header: 'Opened by', cell: (launch) => launch.openedBy },
];
// A line done several times in a row says how many and is dated by the last ('Password shown 5 times').
const HISTORY_COLUMNS: PlainTableColumn<Record['history'][number]>[] = [
  { header: 'When', cell: (entry) => `${entry.times > 1 ? 'Last on ' : ''}${moment(entry.at)}` },
  { header: 'What', cell: (entry) => repeatedInWords(entry.what, entry.times) },
  { header: 'Who', cell: (entry) => entry.who },
];
const SIGN_IN_COLUMNS: PlainTableColumn<Record['signIns'][number]>[] = [
  { header: 'Signed in', cell: (signIn) => moment(signIn.at) },
];
/** The record's lists have no ids: an entry is known by its place. */
const byPlace = (_row: unknown, index: number) => String(index);

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
          <PlainTable
            caption={`${name}'s subscriptions`}
            rows={record.subscriptions}
            rowKey={byPlace}
            columns={SUBSCRIPTION_COLUMNS}
          />
        ) : (
          none('No subscriptions.')
        )}
        {record.activationCodes.length ? (
          <PlainTable
            caption={`Activation codes claimed for ${name}`}
            rows={record.activationCodes}
            rowKey={byPlace}
            columns={CODE_COLUMNS}
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
          <PagedRows rows={record.appLaunches} what="the apps opened">
            {(rows) => (
              <PlainTable
                caption={`Apps ${name} opened, and what each received`}
                rows={rows}
                rowKey={byPlace}
                columns={LAUNCH_COLUMNS}
              />
            )}
          </PagedRows>
        ) : (
          none('No app has been opened yet.')
        )}
      </Section>
      <Section title="Who did what to the account">
        {record.history.length ? (
          <PagedRows rows={record.history} what="who did what">
            {(rows) => (
              <PlainTable
                caption={`What was done to ${name}'s account`}
                rows={rows}
                rowKey={byPlace}
                columns={HISTORY_COLUMNS}
              />
            )}
          </PagedRows>
        ) : (
          none('Nothing has been recorded yet.')
        )}
      </Section>
      <Section title="Sign-in history">
        {record.signIns.length ? (
          <PagedRows rows={record.signIns} what="the sign-ins">
            {(rows) => (
              <PlainTable caption={`${name}'s sign-ins`} rows={rows} rowKey={byPlace} columns={SIGN_IN_COLUMNS} />
            )}
          </PagedRows>
        ) : (
          none(`${name} has not signed in yet.`)
        )}
      </Section>
    </>
  );
}

/**
 * The child's data page (ARCHITECTURE 'What an app may know about a person'): what the portal holds
 * and shared about one child, and its download.
 */
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
      <ChildDataDownload childId={childId} name={name} />
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
