import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { hasPermission } from '../../../../../shared/permissions';
import { todayUtc } from '../../../../../shared/rules/calendar-days';
import { EMAIL_LIST_ROLES, type EmailListRole, type EmailStat } from '../../../../../shared/schemas/email-tools';
import { FailureAlert, ErrorAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { isApiRequestError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { usePageActions } from '../../../lib/use-page-actions';
import { ensureSessionUser } from '../../../lib/session';
import { downloadSuppressionList, emailListFile, getEmailStats, startEmailListExport } from '../api/email-tools';
import { dateProblemText, DateField, type DateFieldValue } from '../components/date-field';
import { ExportProgress, exportStart } from '../components/export-progress';
import { SendingRates } from '../components/sending-rates';
import styles from './operations-pages.module.css';
import { tabPageLoader } from '../guards';

/** The bounce statistics are read early for those who may see them; their section shows its own loading and failure. */
export const emailsLoader = (queryClient: QueryClient) => async () => {
  const user = await ensureSessionUser(queryClient);
  if (user && hasPermission(user.staffRoles, 'email.send-stats.read'))
    void queryClient.prefetchQuery(getEmailStats.queryOptions());
  return null;
};

const BounceChart = lazy(() => import('../components/bounce-chart'));

const DATE_FIELDS = [
  { key: 'lastSignInFrom', label: msg`Last signed in from`, group: 'signIn' },
  { key: 'lastSignInTo', label: msg`Last signed in to`, group: 'signIn' },
  { key: 'createdFrom', label: msg`Created from`, group: 'created' },
  { key: 'createdTo', label: msg`Created to`, group: 'created' },
] as const;
type DateKey = (typeof DATE_FIELDS)[number]['key'];

const EMPTY_DATE: DateFieldValue = { day: null, problem: null };

function EmailListExport() {
  const { i18n, t } = useLingui();
  const [role, setRole] = useState<EmailListRole>('all');
  const [neverSignedIn, setNeverSignedIn] = useState(false);
  const [dates, setDates] = useState<Record<DateKey, DateFieldValue>>({
    lastSignInFrom: EMPTY_DATE,
    lastSignInTo: EMPTY_DATE,
    createdFrom: EMPTY_DATE,
    createdTo: EMPTY_DATE,
  });
  const [errors, setErrors] = useState<Partial<Record<DateKey | 'neverSignedIn' | 'role', string>>>({});
  const start = startEmailListExport.useMutation();
  const { job, failure } = exportStart(start, t`The export could not be started.`);
  const today = todayUtc();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.reset();
    const problems: typeof errors = {};
    for (const field of DATE_FIELDS) {
      const problem = dates[field.key].problem;
      if (problem && !(neverSignedIn && field.group === 'signIn')) problems[field.key] = dateProblemText(problem);
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const day = (key: DateKey) => (neverSignedIn && key.startsWith('lastSignIn') ? null : dates[key].day);
    start.mutate(
      {
        body: {
          role,
          neverSignedIn,
          lastSignInFrom: day('lastSignInFrom'),
          lastSignInTo: day('lastSignInTo'),
          createdFrom: day('createdFrom'),
          createdTo: day('createdTo'),
        },
      },
      {
        onError: (error) =>
          isApiRequestError(error) && Object.keys(error.fieldErrors).length > 0 && setErrors(error.fieldErrors),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="email-list-heading">
      <h2 id="email-list-heading">
        <Trans>Export contact e-mail list</Trans>
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <SelectField
          label={t`Role`}
          value={role}
          error={errors.role}
          onChange={(event) => setRole(event.target.value as EmailListRole)}
          options={EMAIL_LIST_ROLES.map((option) => ({ value: option.value, label: translated(option.label) }))}
        />
        <Checkbox
          label={t`Never Signed-In`}
          hint={t`Only people who have never signed in; the last sign-in dates do not apply.`}
          checked={neverSignedIn}
          error={errors.neverSignedIn}
          onChange={(event) => setNeverSignedIn(event.target.checked)}
        />
        {(['signIn', 'created'] as const).map((group) => (
          <fieldset key={group} className={styles.dates}>
            <legend>
              {group === 'signIn' ? (
                <Trans>Last sign-in</Trans>
              ) : (
                <Trans context="the dates accounts were created between">Account created</Trans>
              )}
            </legend>
            {DATE_FIELDS.filter((field) => field.group === group).map((field) => (
              <DateField
                key={field.key}
                label={i18n._(field.label)}
                to={today}
                optional
                disabled={group === 'signIn' && neverSignedIn}
                error={errors[field.key]}
                onChange={(value) => {
                  setDates((current) => ({ ...current, [field.key]: value }));
                  setErrors((current) => ({ ...current, [field.key]: undefined }));
                }}
              />
            ))}
          </fieldset>
        ))}
        <FailureAlert message={failure} />
        <div className={styles.actions}>
          <Button type="submit" loading={start.isPending}>
            <Trans>Export</Trans>
          </Button>
        </div>
      </form>
      {job ? (
        <ExportProgress key={job.id} job={job} label={t`Exporting the e-mail list`} fileOf={emailListFile} />
      ) : null}
    </section>
  );
}

function SuppressionDownloads() {
  const actions = usePageActions();
  const download = (reason: 'bounce' | 'complaint' | null) =>
    void actions.run(reason ?? 'all', () => downloadSuppressionList(reason));
  return (
    <section className={styles.section} aria-labelledby="suppression-heading">
      <h2 id="suppression-heading">
        <Trans>Suppression list</Trans>
      </h2>
      <p>
        <Trans>Addresses SES will not mail because they bounced or complained, as CSV.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" loading={actions.isBusy('all')} onClick={() => download(null)}>
          <Trans>Download all</Trans>
        </Button>
        <Button variant="secondary" loading={actions.isBusy('bounce')} onClick={() => download('bounce')}>
          <Trans>Download bounces</Trans>
        </Button>
        <Button variant="secondary" loading={actions.isBusy('complaint')} onClick={() => download('complaint')}>
          <Trans>Download complaints</Trans>
        </Button>
      </div>
      <PageNotice actions={actions} />
    </section>
  );
}

function statColumns(i18n: I18n): PlainTableColumn<EmailStat>[] {
  return [
    {
      header: i18n._(msg`Day`),
      cell: (stat) => `${stat.Timestamp.slice(8, 10)}/${stat.Timestamp.slice(5, 7)}/${stat.Timestamp.slice(0, 4)}`,
    },
    { header: i18n._(msg`Delivery attempts`), cell: (stat) => i18n.number(stat.DeliveryAttempts) },
    { header: i18n._(msg`Bounces`), cell: (stat) => i18n.number(stat.Bounces) },
    { header: i18n._(msg`Complaints`), cell: (stat) => i18n.number(stat.Complaints) },
  ];
}

function BounceStats() {
  const { i18n, t } = useLingui();
  const stats = getEmailStats.useRead();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="bounces-heading">
      <h2 id="bounces-heading">
        <Trans>Bounces</Trans>
      </h2>
      <p>
        <Trans>
          Bounces and complaints against delivery attempts per day over the last 14 days, and the bounce and complaint
          rates of those days against the levels at which SES reviews the account or may pause its sending.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" loading={stats.isFetching} onClick={() => void stats.refetch()}>
          <Trans>Refresh</Trans>
        </Button>
        <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((current) => !current)}>
          {asTable ? <Trans>Show as chart</Trans> : <Trans>Show as table</Trans>}
        </Button>
      </div>
      {stats.isPending ? <LoadingIndicator label={t`Loading the sending statistics`} /> : null}
      {stats.error ? <ErrorAlert error={stats.error} /> : null}
      {stats.data ? (
        <div className={styles.withRates}>
          {asTable ? (
            <PlainTable
              caption={t`Bounces, complaints and delivery attempts per day`}
              rows={stats.data.stats}
              rowKey={(stat) => stat.Timestamp}
              columns={statColumns(i18n)}
              phoneLayout="scroll"
            />
          ) : (
            <figure
              className={styles.chart}
              aria-label={t`Bounces, complaints and delivery attempts per day, as a line chart; the same numbers are under Show as table`}
            >
              <Suspense fallback={<LoadingIndicator label={t`Loading the chart`} />}>
                <BounceChart stats={stats.data.stats} />
              </Suspense>
            </figure>
          )}
          <SendingRates stats={stats.data.stats} />
        </div>
      ) : null}
    </section>
  );
}

/** The Emails tab (email; staff-console §2 Emails): the e-mail list export, the suppression list and the bounce chart, each with its permission. */
export function EmailsPage() {
  const { t } = useLingui();
  const roles = useSessionUser()?.staffRoles ?? [];
  return (
    <>
      <DocumentTitle title={t`Emails | Admin Console`} />
      <PageHeader
        title={t`Emails`}
        description={t`Export contact e-mail lists, download the suppression list and watch bounces.`}
      />
      <EmailListExport />
      {hasPermission(roles, 'email.suppression-list.read') ? <SuppressionDownloads /> : null}
      {hasPermission(roles, 'email.send-stats.read') ? <BounceStats /> : null}
    </>
  );
}

/** The page's route: its loader after the console's and the tab's guards. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'emails', emailsLoader(queryClient)),
  Component: EmailsPage,
});
