import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { formatLocale } from '../../../../../shared/i18n/locales';
import { dateFormatter } from '../../../../../shared/rules/date-format';
import { repeatedInWords } from '../../../../../shared/rules/history-groups';
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

/** A moment as the product shows it in full: '29 Nov 2026, 7:15 am' (the reader's time zone), in the reader's language. */
function dateWords(locale: string) {
  const momentFormat = dateFormatter(formatLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const dayFormat = dateFormatter(formatLocale(locale), { day: 'numeric', month: 'short', year: 'numeric' });
  return {
    moment: (iso: string) => momentFormat.format(new Date(iso)),
    day: (iso: string) => dayFormat.format(new Date(iso)),
  };
}

/** A section of the page; `id` names it (its title is in the reader's language). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `section-${id}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
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

/** The page's tables, their headers in the reader's language. */
function dataColumns(i18n: I18n) {
  const { moment, day } = dateWords(i18n.locale);
  const subscriptions: PlainTableColumn<Record['subscriptions'][number]>[] = [
    { header: i18n._(msg`App`), cell: (subscription) => subscription.app },
    { header: i18n._(msg`Plan`), cell: (subscription) => subscription.plan },
    { header: i18n._(msg`Why`), cell: (subscription) => subscription.source },
    {
      header: i18n._(msg`State`),
      cell: (subscription) => {
        const state = subscription.state;
        return subscription.cancelled ? i18n._(msg`${state} (cancelled)`) : state;
      },
    },
    {
      header: i18n._(msg`Started`),
      cell: (subscription) => (subscription.startedAt ? day(subscription.startedAt) : '—'),
    },
    { header: i18n._(msg`Ends`), cell: (subscription) => (subscription.end ? day(subscription.end) : '—') },
  ];
  const codes: PlainTableColumn<Record['activationCodes'][number]>[] = [
    { header: i18n._(msg`Activation code`), cell: (code) => <bdi>{code.code}</bdi> },
    { header: i18n._(msg`App`), cell: (code) => code.app },
    { header: i18n._(msg`Claimed`), cell: (code) => day(code.claimedAt) },
  ];
  const launches: PlainTableColumn<Record['appLaunches'][number]>[] = [
    { header: i18n._(msg`When`), cell: (launch) => moment(launch.at) },
    { header: i18n._(msg`App`), cell: (launch) => launch.app },
    {
      header: i18n._(msg`What the app received`),
      cell: (launch) => launch.attributes.join(', ') || i18n._(msg`Nothing`),
    },
    { header: i18n._(msg`Opened by`), cell: (launch) => launch.openedBy },
  ];
  // A line done several times in a row says how many and is dated by the last ('Password shown 5 times').
  const history: PlainTableColumn<Record['history'][number]>[] = [
    {
      header: i18n._(msg`When`),
      cell: (entry) => {
        const when = moment(entry.at);
        return entry.times > 1 ? i18n._(msg`Last on ${when}`) : when;
      },
    },
    { header: i18n._(msg`What`), cell: (entry) => repeatedInWords(entry.what, entry.times) },
    { header: i18n._(msg`Who`), cell: (entry) => entry.who },
  ];
  const signIns: PlainTableColumn<Record['signIns'][number]>[] = [
    { header: i18n._(msg`Signed in`), cell: (signIn) => moment(signIn.at) },
  ];
  return { subscriptions, codes, launches, history, signIns };
}

/** The record's lists have no ids: an entry is known by its place. */
const byPlace = (_row: unknown, index: number) => String(index);

function ChildData({ record }: { record: PersonRecord }) {
  const { i18n, t } = useLingui();
  const { profile } = record;
  const name = profile.firstName;
  const { moment, day } = dateWords(i18n.locale);
  const columns = dataColumns(i18n);
  const never = (
    <span className={styles.muted}>
      <Trans>Never</Trans>
    </span>
  );
  const none = (text: string) => <p className={styles.muted}>{text}</p>;
  const count = profile.signInCount;
  const apps = record.appAccess.map((access) => access.app).join(', ');
  return (
    <>
      <Section id="what-the-portal-holds" title={t`What the portal holds`}>
        <Facts
          rows={[
            [t`Username`, <bdi key="username">{profile.username}</bdi>],
            [t`Name`, `${profile.firstName} ${profile.lastName}`.trim()],
            [t`Kind of account`, profile.accountType],
            ...(profile.email
              ? ([[t`E-mail address`, <bdi key="email">{profile.email}</bdi>]] as [string, ReactNode][])
              : []),
            ...(profile.school ? ([[t`School`, profile.school]] as [string, ReactNode][]) : []),
            [t`Account created`, day(profile.createdAt)],
            [t`Last sign-in`, profile.lastSignIn ? moment(profile.lastSignIn) : never],
            [t`Signed in`, t`${plural(count, { one: '# time', other: '# times' })}`],
            [t`Signs in with`, record.signInMethods.join(', ') || t`Nothing yet`],
          ]}
        />
      </Section>
      <Section id="subscriptions-and-activation-codes" title={t`Subscriptions and activation codes`}>
        {record.subscriptions.length ? (
          <PlainTable
            caption={t`${name}'s subscriptions`}
            rows={record.subscriptions}
            rowKey={byPlace}
            columns={columns.subscriptions}
          />
        ) : (
          none(t`No subscriptions.`)
        )}
        {record.activationCodes.length ? (
          <PlainTable
            caption={t`Activation codes claimed for ${name}`}
            rows={record.activationCodes}
            rowKey={byPlace}
            columns={columns.codes}
          />
        ) : (
          none(t`No activation codes.`)
        )}
        {record.appAccess.length ? (
          <p>
            <Trans>
              {name} can open: {apps}.
            </Trans>
          </p>
        ) : null}
      </Section>
      {record.classes.length ? (
        <Section id="classes" title={t`Classes`}>
          <ul>
            {record.classes.map((member) => (
              <li key={`${member.school}-${member.className}`}>
                {member.className}, {member.school}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="apps-and-what-they-received" title={t`Apps and what they received`}>
        <p>
          <Trans>Each time an app was opened, the portal sent it these details about {name}.</Trans>
        </p>
        {record.appLaunches.length ? (
          <PagedRows rows={record.appLaunches} what={t`the apps opened`}>
            {(rows) => (
              <PlainTable
                caption={t`Apps ${name} opened, and what each received`}
                rows={rows}
                rowKey={byPlace}
                columns={columns.launches}
              />
            )}
          </PagedRows>
        ) : (
          none(t`No app has been opened yet.`)
        )}
      </Section>
      <Section id="who-did-what-to-the-account" title={t`Who did what to the account`}>
        {record.history.length ? (
          <PagedRows rows={record.history} what={t`who did what`}>
            {(rows) => (
              <PlainTable
                caption={t`What was done to ${name}'s account`}
                rows={rows}
                rowKey={byPlace}
                columns={columns.history}
              />
            )}
          </PagedRows>
        ) : (
          none(t`Nothing has been recorded yet.`)
        )}
      </Section>
      <Section id="sign-in-history" title={t`Sign-in history`}>
        {record.signIns.length ? (
          <PagedRows rows={record.signIns} what={t`the sign-ins`}>
            {(rows) => (
              <PlainTable caption={t`${name}'s sign-ins`} rows={rows} rowKey={byPlace} columns={columns.signIns} />
            )}
          </PagedRows>
        ) : (
          none(t`${name} has not signed in yet.`)
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
  const { t } = useLingui();
  const { childId = '' } = useParams();
  const record = getChildData.useData({ params: { childId } });
  const name = record.profile.firstName;
  const title = t`${name}'s data`;
  return (
    <>
      <DocumentTitle title={title} />
      <BackLink fallback={paths.familyManagement.getHref()}>{t`My Child Accounts`}</BackLink>
      <PageHeader
        title={title}
        description={t`Everything the portal holds about ${name}, who did what to the account, and what each app received.`}
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
