import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translated } from '../../../../../shared/i18n/text';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { hasPermission } from '../../../../../shared/permissions';
import { SCHOOL_QUEUES, type SchoolQueue } from '../../../../../shared/rules/school-queues';
import {
  ADMIN_SCHOOL_MESSAGES,
  SCHOOL_QUEUE_LABELS,
  type AdminSchool,
  type SchoolQueuePage,
} from '../../../../../shared/schemas/admin-schools';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { DocumentTitle } from '../../../components/document-title';
import { LinkButton } from '../../../components/link-button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { PageNotice } from '../../../components/page-notice';
import { PlainTable, type PlainTableColumn } from '../../../components/plain-table';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { formatDayMonthYear } from '../../../lib/day-month-year';
import { useSessionUser } from '../../../lib/session';
import { usePageActions } from '../../../lib/use-page-actions';
import { identifySchools, listSchoolQueue, setSchoolVisibility, vetSchools } from '../api/admin-schools';
import { tabPageLoader } from '../guards';
import styles from './operations-pages.module.css';
import queueStyles from './school-queues-page.module.css';
import { THING_NAME } from '../components/thing-name';

const isQueue = (value: string | undefined): value is SchoolQueue =>
  (SCHOOL_QUEUES as readonly string[]).includes(value ?? '');

/**
 * What staff do to a school of each queue, in place: the step that takes it out of the queue. A
 * flagged school is opened (View) to check it; no route clears a flag yet.
 */
const QUEUE_ACTIONS = {
  unvetted: {
    label: msg`Vet`,
    named: (name: string) => msg`Vet ${name}`,
    done: (name: string) => msg`Vetted ${name}.`,
    permission: 'school.vet',
  },
  unidentified: {
    label: msg`Identify`,
    named: (name: string) => msg`Identify ${name}`,
    done: (name: string) => msg`Identified ${name}.`,
    permission: 'school.update.identify',
  },
  hidden: {
    label: msg`Unhide`,
    named: (name: string) => msg`Unhide ${name}`,
    done: (name: string) => msg`Unhid ${name}.`,
    permission: 'school.visibility.update',
  },
  flagged: null,
} as const;

type SchoolQueueEntry = SchoolQueuePage['entries'][number];

function queueColumns(i18n: I18n, queue: SchoolQueue): PlainTableColumn<SchoolQueueEntry>[] {
  const columns: PlainTableColumn<SchoolQueueEntry>[] = [
    { header: i18n._(THING_NAME), cell: ({ school }) => school.name },
    { header: i18n._(msg`City`), cell: ({ school }) => school.city ?? '—' },
    { header: i18n._(msg`Postcode`), cell: ({ school }) => school.postcode ?? '—' },
    { header: i18n._(msg`Country`), cell: ({ school }) => school.countryId },
    { header: i18n._(msg`Waiting since`), cell: ({ since }) => formatDayMonthYear(since) },
  ];
  if (queue !== 'flagged') return columns;
  return [...columns, { header: i18n._(msg`Reason`), cell: ({ school }) => school.flagReason ?? '—' }];
}

function QueueTable({ queue }: { queue: SchoolQueue }) {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  // A notice speaks of the page of the queue it was said on.
  const actions = usePageActions({ about: cursor ?? null });
  const page = listSchoolQueue.useRead({ query: cursor ? { queue, cursor } : { queue } });
  const vet = vetSchools.useMutation();
  const identify = identifySchools.useMutation();
  const visibility = setSchoolVisibility.useMutation();
  const action = QUEUE_ACTIONS[queue];
  const may = action !== null && hasPermission(user?.staffRoles ?? [], action.permission);

  const act = (school: AdminSchool) => {
    if (!action) return;
    const body = { schoolIds: [school.id] };
    void actions.run(
      school.id,
      async () => {
        if (queue === 'unvetted') await vet.mutateAsync({ body });
        else if (queue === 'unidentified') await identify.mutateAsync({ body: { ...body, identified: true } });
        else if (queue === 'hidden') await visibility.mutateAsync({ body: { ...body, hidden: false } });
        await queryClient.invalidateQueries({ queryKey: listSchoolQueue.key() });
      },
      {
        done: i18n._(action.done(school.name)),
        failed: queue === 'unvetted' ? () => translated(ADMIN_SCHOOL_MESSAGES.vetFailed) : undefined,
      },
    );
  };

  if (page.isPending) return <LoadingIndicator label={t`Reading the queue`} />;
  if (page.isError)
    return (
      <Alert tone="danger" live>
        <p>{isApiRequestError(page.error) ? page.error.message : t`The queue could not be read.`}</p>
      </Alert>
    );
  const { entries, cursor: next } = page.data;
  const queueName = translated(SCHOOL_QUEUE_LABELS[queue]);

  return (
    <section className={styles.section} aria-labelledby="queue-heading">
      <h2 id="queue-heading">{queueName}</h2>
      <PageNotice actions={actions} />
      {entries.length === 0 ? (
        <Alert tone="info">
          <p>
            <Trans>No school is waiting here.</Trans>
          </p>
        </Alert>
      ) : (
        <PlainTable
          className={queueStyles.tableBox}
          caption={t`${queueName}, longest waiting first`}
          rows={entries}
          rowKey={({ school }) => school.id}
          columns={queueColumns(i18n, queue)}
          actions={({ school }) => (
            <>
              {may && action ? (
                <Button
                  size="small"
                  disabled={actions.isBusy() && !actions.isBusy(school.id)}
                  loading={actions.isBusy(school.id)}
                  aria-label={i18n._(action.named(school.name))}
                  onClick={() => act(school)}
                >
                  {i18n._(action.label)}
                </Button>
              ) : null}
              <LinkButton
                to={paths.admin.school.getHref(school.id)}
                size="small"
                variant="secondary"
                aria-label={t`View ${ph({ name: school.name })}`}
              >
                <Trans>View</Trans>
              </LinkButton>
            </>
          )}
        />
      )}
      <div className={styles.actions}>
        {cursors.length > 0 ? (
          <Button variant="secondary" onClick={() => setCursors([])}>
            <Trans>First page</Trans>
          </Button>
        ) : null}
        {next ? (
          <Button variant="secondary" onClick={() => setCursors((current) => [...current, next])}>
            <Trans>Next page</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The work queues (staff-console §4 school flags): schools waiting for staff's next step, each acted on in place. */
export function SchoolQueuesPage() {
  const { t } = useLingui();
  const { queue } = useParams();
  if (!isQueue(queue)) return null;
  const queueName = translated(SCHOOL_QUEUE_LABELS[queue]);
  return (
    <>
      <DocumentTitle title={t`${queueName} | Work queues | Admin Console`} />
      <PageHeader
        title={t`Work queues`}
        description={t`Schools waiting for a step: vetting, identifying against the CRM, a hidden school to review, a flagged one to check. Longest waiting first.`}
      />
      <nav aria-label={t`Work queues`}>
        <ul className={queueStyles.queueLinks}>
          {SCHOOL_QUEUES.map((id) => (
            <li key={id}>
              <LinkButton
                to={paths.admin.schoolQueue.getHref(id)}
                size="small"
                variant={id === queue ? 'primary' : 'secondary'}
                aria-current={id === queue ? 'page' : undefined}
              >
                {translated(SCHOOL_QUEUE_LABELS[id])}
              </LinkButton>
            </li>
          ))}
        </ul>
      </nav>
      <QueueTable key={queue} queue={queue} />
    </>
  );
}

/** The page's route: under the Schools tab; an unknown queue opens the first. */
export const route = (queryClient: QueryClient) => ({
  loader: tabPageLoader(queryClient, 'schools', ({ params }: LoaderFunctionArgs) => {
    if (!isQueue(params['queue'])) throw redirect(paths.admin.schoolQueue.getHref('unvetted'));
    return Promise.resolve(null);
  }),
  Component: SchoolQueuesPage,
});
