import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import type { QueryClient } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { todayUtc } from '../../../../../shared/rules/calendar-days';
import {
  AUDIT_LOG_MESSAGES,
  type AuditLogEntry,
  type AuditLogFilter,
  type AuditPerson,
} from '../../../../../shared/schemas/audit-log';
import { Alert, FailureAlert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { isApiRequestError } from '../../../lib/api-client';
import { formatDayMonthYearTime } from '../../../lib/day-month-year';
import { usePageActions } from '../../../lib/use-page-actions';
import { exportAuditLog, listAuditLog } from '../api/audit-log';
import { dateProblemText, DateField, type DateFieldValue } from '../components/date-field';
import { tabPageLoader } from '../guards';
import styles from './operations-pages.module.css';

function filterOf(search: URLSearchParams): AuditLogFilter | null {
  const filter: AuditLogFilter = {};
  for (const name of ['actor', 'subject', 'from', 'to'] as const) {
    const value = search.get(name)?.trim();
    if (value) filter[name] = value;
  }
  return filter.actor || filter.subject ? filter : null;
}

/** A person as the record names them: their name and, to tell them apart, their username or id. */
function PersonLabel({ person }: { person: AuditPerson }) {
  const key = person.username ?? person.id;
  if (!person.name) return <bdi>{key}</bdi>;
  return (
    <>
      {person.name} (<bdi>{key}</bdi>)
    </>
  );
}

/** The record behind an entry's sentence (ids, the action's code, what was stored), for whoever needs it. */
function EntryRecord({ entry }: { entry: AuditLogEntry }) {
  return (
    <details className={styles.record}>
      <summary>
        <Trans>Details</Trans>
      </summary>
      <dl>
        <dt>
          <Trans>Action</Trans>
        </dt>
        <dd>
          <code>{entry.action}</code>
        </dd>
        <dt>
          <Trans>Actor</Trans>
        </dt>
        <dd>
          <PersonLabel person={entry.actor} />
        </dd>
        {entry.actingAs ? (
          <>
            <dt>
              <Trans>Acting as</Trans>
            </dt>
            <dd>
              <PersonLabel person={entry.actingAs} />
            </dd>
          </>
        ) : null}
        {entry.subjects.length ? (
          <>
            <dt>
              <Trans>Subjects</Trans>
            </dt>
            <dd>
              {entry.subjects.map((subject, index) => (
                <Fragment key={`${subject.id}:${index}`}>
                  {index > 0 ? ', ' : null}
                  <PersonLabel person={subject} />
                </Fragment>
              ))}
            </dd>
          </>
        ) : null}
        {entry.school ? (
          <>
            <dt>
              <Trans>School</Trans>
            </dt>
            <dd>
              <PersonLabel person={{ id: entry.school.id, name: entry.school.name, username: null }} />
            </dd>
          </>
        ) : null}
        {entry.detail ? (
          <>
            <dt>
              <Trans>Recorded</Trans>
            </dt>
            <dd>{entry.detail}</dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}

function entryColumns(i18n: I18n): PlainTableColumn<AuditLogEntry>[] {
  return [
    { header: i18n._(msg`When`), cell: (entry) => formatDayMonthYearTime(entry.at) },
    {
      header: i18n._(msg({ message: 'What happened', context: 'in an audit log entry' })),
      rowHeader: true,
      cell: (entry) => entry.sentence,
    },
    { header: i18n._(msg`Record`), srOnlyHeader: true, cell: (entry) => <EntryRecord entry={entry} /> },
  ];
}

/** The log of one filter, a page at a time (newest first), with its CSV. */
function AuditResults({ filter }: { filter: AuditLogFilter }) {
  const { i18n, t } = useLingui();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = listAuditLog.useRead({ query: cursor ? { ...filter, cursor } : filter });
  const actions = usePageActions();

  if (page.isPending) return <LoadingIndicator label={t`Reading the audit log`} />;
  if (page.isError)
    return (
      <FailureAlert
        message={isApiRequestError(page.error) ? page.error.message : t`The audit log could not be read.`}
      />
    );
  const { entries, cursor: next } = page.data;

  return (
    <section className={styles.section} aria-labelledby="audit-results-heading">
      <h2 id="audit-results-heading">
        <Trans>Entries</Trans>
      </h2>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={actions.isBusy('export')}
          onClick={() =>
            void actions.run('export', () => exportAuditLog(filter), {
              done: t`The CSV of every matching entry was downloaded.`,
            })
          }
        >
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      <PageNotice actions={actions} />
      {entries.length === 0 ? (
        <Alert tone="info">
          <p>
            <Trans>Nothing was recorded for this filter.</Trans>
          </p>
        </Alert>
      ) : (
        <PlainTable
          caption={t`Audit log, newest first`}
          rows={entries}
          rowKey={(entry) => entry.eventId}
          columns={entryColumns(i18n)}
        />
      )}
      <div className={styles.actions}>
        {cursors.length > 0 ? (
          <Button variant="secondary" onClick={() => setCursors([])}>
            <Trans>Newest entries</Trans>
          </Button>
        ) : null}
        {next ? (
          <Button variant="secondary" onClick={() => setCursors((current) => [...current, next])}>
            <Trans>Older entries</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The Audit tab (ARCHITECTURE 'Audit trail'): who did what to which account or school, and when. */
export function AuditPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const [actor, setActor] = useState(search.get('actor') ?? '');
  const [subject, setSubject] = useState(search.get('subject') ?? '');
  const [from, setFrom] = useState<DateFieldValue>({ day: search.get('from') || null, problem: null });
  const [to, setTo] = useState<DateFieldValue>({ day: search.get('to') || null, problem: null });
  const [missing, setMissing] = useState(false);
  const today = todayUtc();
  const dateError = (value: DateFieldValue) => (value.problem ? dateProblemText(value.problem) : undefined);
  const orderError = from.day && to.day && from.day > to.day ? translated(AUDIT_LOG_MESSAGES.dateOrder) : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const needsFilter = !actor.trim() && !subject.trim();
    setMissing(needsFilter);
    if (needsFilter || from.problem || to.problem || orderError) return;
    const next = new URLSearchParams();
    if (actor.trim()) next.set('actor', actor.trim());
    if (subject.trim()) next.set('subject', subject.trim());
    if (from.day) next.set('from', from.day);
    if (to.day) next.set('to', to.day);
    setSearch(next);
  };

  return (
    <>
      <DocumentTitle title={t`Audit | Admin Console`} />
      <PageHeader
        title={t`Audit`}
        description={t`Who did what to which account or school, and when: log-in-as, password reveals, deletions, grants, merges, role changes.`}
      />
      <section className={styles.section} aria-labelledby="audit-filter-heading">
        <h2 id="audit-filter-heading">
          <Trans>Filter</Trans>
        </h2>
        <form className={styles.form} onSubmit={apply} noValidate>
          <TextField
            label={t`Actor`}
            hint={t`The username of whoever did it`}
            autoComplete="off"
            value={actor}
            optional
            error={missing ? translated(AUDIT_LOG_MESSAGES.needFilter) : undefined}
            onChange={(event) => setActor(event.target.value)}
          />
          <TextField
            label={t({ message: 'Subject', context: 'whom or what an action was done to' })}
            hint={t`The username of the account, or the id of the school, it was done to`}
            autoComplete="off"
            value={subject}
            optional
            onChange={(event) => setSubject(event.target.value)}
          />
          <fieldset className={styles.dates}>
            <legend>
              <Trans>Dates (UTC, both included)</Trans>
            </legend>
            <DateField
              label={t({ message: 'From', context: 'the first day of a date range' })}
              initial={from.day}
              to={today}
              optional
              error={dateError(from) ?? orderError}
              onChange={setFrom}
            />
            <DateField
              label={t({ message: 'To', context: 'the last day of a date range' })}
              initial={to.day}
              to={today}
              optional
              error={dateError(to)}
              onChange={setTo}
            />
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit">
              <Trans>Show</Trans>
            </Button>
          </div>
        </form>
      </section>
      {filter ? (
        <AuditResults key={search.toString()} filter={filter} />
      ) : (
        <Alert tone="info">
          <p>
            <Trans>Enter an actor or a subject to read the audit log.</Trans>
          </p>
        </Alert>
      )}
    </>
  );
}

/** The page's route: the console's and the tab's guards; the log is read once a filter is given. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'audit'),
  Component: AuditPage,
});
